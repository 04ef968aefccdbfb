import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type Mock } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { composeAndEnter, eachImeEnter, imeCommit, imeSetComposition } from '../../../../.storybook/ime';
import { Field } from '../Field';
import { MultiTextInput } from './MultiTextInput';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { multiTextInputDocs } from './stories/docs';

const meta = {
  title: 'Inputs/MultiTextInput',
  component: MultiTextInput,
  args: { onValueChange: fn(), onEnter: fn() },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Field label={<T k="itemCodes" />}>
        <MultiTextInput {...args} />
      </Field>
    </div>
  ),
  parameters: multiTextInputDocs,
} satisfies Meta<typeof MultiTextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PasteFromSpreadsheet: Story = {
  name: 'Paste a spreadsheet column',
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('tabs, newlines, commas and spaces all separate values', async () => {
      await userEvent.click(input);
      await userEvent.paste('A100\tA200\r\nA300\n, A400  \n');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('A100,A200,A300,A400');
      await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
      await expect(input).toHaveValue('');
    });
    await step('a single pasted value is inserted like typing', async () => {
      await userEvent.paste('B5');
      await expect(input).toHaveValue('B5');
      await userEvent.tab();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('A100,A200,A300,A400,B5');
    });
  },
};

export const TypeAndRemove: Story = {
  name: 'Type, remove and Backspace',
  args: { defaultValue: 'M-01' },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('a separator turns the typed text into a value; Enter too, and then searches', async () => {
      await userEvent.type(input, 'M-02 M-03,M-04{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('M-01,M-02,M-03,M-04');
      await expect(args.onEnter).toHaveBeenCalledTimes(1);
    });
    await step('the remove button drops one value and focus stays in the field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /M-02/ }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith('M-01,M-03,M-04');
      await expect(input).toHaveFocus();
    });
    await step('Backspace in the empty input removes the last value', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('M-01,M-03');
    });
  },
};

export const Duplicates: Story = {
  name: 'Duplicates and a maximum',
  args: { maxItems: 3 },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('a value already listed is skipped with a notice', async () => {
      await userEvent.type(input, 'X1 X2 X1 ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('X1,X2');
      await expect(canvas.getByText(/X1$/, { selector: 'span[role=status]' })).toBeVisible();
    });
    await step('values beyond the maximum are refused and named', async () => {
      await userEvent.click(input);
      await userEvent.paste('X3 X4 X5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('X1,X2,X3');
      await expect(canvas.getByText(/X4, X5$/, { selector: 'span[role=status]' })).toBeVisible();
    });
  },
};

export const ArrayValue: Story = {
  name: 'Value as an array',
  args: { format: 'array', defaultValue: ['P1'] },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'P2 ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['P1', 'P2']);
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME composition',
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('composed syllables are neither lost nor doubled; a space after them makes a value', async () => {
      input.focus();
      await imeSetComposition('ㅂ');
      await imeSetComposition('볼');
      await imeCommit('볼');
      await imeSetComposition('ㅌ');
      await imeSetComposition('트');
      await imeCommit('트');
      await waitFor(() => expect(input).toHaveValue('볼트'));
      await userEvent.type(input, ' ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('볼트');
    });
    await step('the Enter that ends the composition of 너트 adds it once and searches once', async () => {
      await imeSetComposition('ㄴ');
      await imeSetComposition('너');
      await imeCommit('너');
      await composeAndEnter('트', 'macOS Chrome');
      await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('볼트,너트'));
      await expect(args.onEnter).toHaveBeenCalledTimes(1);
      await expect(input).toHaveValue('');
    });
  },
};

/** Issue 47: one Enter adds the tag, in each browser's order of events. */
export const KoreanEnter: Story = {
  name: 'Korean IME: one Enter adds the value',
  args: { allowDuplicates: true },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    const onEnter = args.onEnter as Mock;
    const onValueChange = args.onValueChange as Mock;
    const tags = () => canvas.queryAllByRole('listitem').map((item) => item.textContent);
    let before = 0;
    await eachImeEnter(step, {
      field: () => input,
      what: 'adds the value and searches',
      reset: () => {
        onEnter.mockClear();
        onValueChange.mockClear();
        before = tags().length;
      },
      acted: async () => {
        await waitFor(() => expect(onEnter).toHaveBeenCalledTimes(1));
        await expect(tags()).toHaveLength(before + 1);
        await expect(tags().at(-1)).toMatch(/^한글/);
        await expect(input).toHaveValue('');
      },
      confirmed: async () => {
        await expect(input).toHaveValue('日本');
        await expect(onEnter).not.toHaveBeenCalled();
        await expect(tags()).toHaveLength(before);
      },
    });
  },
};

export const Disabled: Story = { args: { defaultValue: 'A1,A2', disabled: true } };

export const ReadOnly: Story = {
  args: { defaultValue: 'A1,A2', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithError: Story = {
  name: 'Error',
  render: (args) => (
    <div style={{ width: 420 }}>
      <Field label={<T k="itemCodes" />} required error={{ code: 'ACMCM0002' }}>
        <MultiTextInput {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: 'A100,B200,C300' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="itemCodes"
      width={420}
      render={({ filled, disabled, readOnly }) => (
        <MultiTextInput defaultValue={filled ? 'A100,A200' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox');
    const chips = (s: WidgetState) =>
      inState(canvasElement, s)
        .queryAllByRole('listitem')
        .map((li) => li.textContent?.replace('×', '').trim());
    await playStates(step, {
      control: box,
      read: chips,
      change: (s) => userEvent.type(box(s), 'B300 '),
      empty: [],
      filled: ['A100', 'A200'],
    });
  },
};
