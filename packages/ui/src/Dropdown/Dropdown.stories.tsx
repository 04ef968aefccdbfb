import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { Dropdown } from './Dropdown';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { dropdownDocs } from './stories/docs';

const meta = {
  title: 'Inputs/Dropdown',
  component: Dropdown,
  args: { onValueChange: fn(), codeGroup: 'UNIT' },
  render: (args) => (
    <div style={{ width: 300, height: 320 }}>
      <Field label={<T k="unit" />}>
        <Dropdown {...args} />
      </Field>
    </div>
  ),
  parameters: dropdownDocs,
} satisfies Meta<typeof Dropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).getByRole('listbox');

export const Keyboard: Story = {
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole('combobox', { name: /단위|Unit/ });
    await step('ArrowDown opens the list on the first item; arrows, End and Enter choose', async () => {
      combo.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(combo).toHaveAttribute('aria-expanded', 'true'));
      // The code group may still be loading on a cold start: the list fills in when it arrives.
      await waitFor(() => expect(within(listbox()).getAllByRole('option')).toHaveLength(6));
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(combo.getAttribute('aria-activedescendant')).toBe(within(listbox()).getAllByRole('option')[2]!.id);
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('KG');
      await expect(combo).toHaveAttribute('aria-expanded', 'false');
      await expect(combo).toHaveFocus();
    });
    await step('End, then Esc closes without choosing', async () => {
      await userEvent.keyboard('{ArrowDown}{End}{Escape}');
      await expect(combo).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    });
    await step('type-ahead finds an item by the start of its label', async () => {
      await userEvent.keyboard('{ArrowDown}');
      const wanted = within(listbox()).getAllByRole('option')[5]!; // 세트 / Set
      await userEvent.keyboard(wanted.textContent!.charAt(0));
      await expect(combo.getAttribute('aria-activedescendant')).toBe(wanted.id);
      await userEvent.keyboard('{Enter}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('SET');
    });
    await step('a click on an option chooses it', async () => {
      await userEvent.click(combo);
      await userEvent.click(within(listbox()).getAllByRole('option')[1]!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('BOX');
    });
  },
};

export const PasteListedOnly: Story = {
  name: 'Paste accepts only listed values or labels',
  args: { defaultValue: 'EA' },
  play: async ({ args, canvas, step }) => {
    const combo = canvas.getByRole('combobox');
    await waitFor(() => expect(combo).toHaveTextContent(/개|Each/));
    await step('a listed code is taken', async () => {
      combo.focus();
      await userEvent.paste('kg');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('KG');
    });
    await step('a listed label is taken', async () => {
      await userEvent.paste(' 리터 ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('L');
    });
    await step('anything else is refused with MROCM0009 and the value stays', async () => {
      await userEvent.paste('TON');
      await expect(args.onValueChange).toHaveBeenCalledTimes(2);
      await expect(combo).toHaveAccessibleDescription(/목록에 있는 값만|Choose one of the listed values/);
      await expect(combo).toHaveAttribute('aria-invalid', 'true');
      await expect(combo).toHaveTextContent(/리터|Litre/);
    });
    await step('a listed value pasted after it clears the refusal', async () => {
      await userEvent.paste('EA');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('EA');
      await expect(combo).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'BOX', readOnly: true },
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox');
    await userEvent.click(combo);
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(combo).toHaveAttribute('aria-readonly', 'true');
  },
};

export const Disabled: Story = { args: { defaultValue: 'BOX', disabled: true } };

export const Open: Story = {
  args: { defaultValue: 'KG' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('combobox')).toHaveTextContent(/킬로그램|Kilogram/));
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(within(listbox()).getByRole('option', { selected: true })).toHaveTextContent(/킬로그램|Kilogram/);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: 'SET' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="unit"
      width={300}
      render={({ filled, disabled, readOnly }) => (
        <Dropdown codeGroup="UNIT" defaultValue={filled ? 'KG' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const combo = (s: WidgetState) => inState(canvasElement, s).getByRole('combobox');
    await waitFor(() => expect(combo('filled')).toHaveTextContent(/킬로그램|Kilogram/));
    await playStates(step, {
      control: combo,
      read: (s) =>
        combo(s)
          .textContent?.replace(/선택|Select/, '')
          .trim(),
      change: async (s) => {
        await userEvent.click(combo(s));
        if (combo(s).getAttribute('aria-expanded') === 'true') {
          await userEvent.click(within(listbox()).getByRole('option', { name: /박스|Box/ }));
        }
      },
      empty: '',
      filled: expect.stringMatching(/^(킬로그램|Kilogram)$/),
    });
  },
};
