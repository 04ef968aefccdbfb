import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { imeCommit, imeSetComposition, pressKey } from '../../../../.storybook/ime';
import { Field } from '../Field';
import { PhoneInput } from './PhoneInput';
import { phoneInputDocs } from './stories/docs';

const meta = {
  title: 'Inputs/PhoneInput',
  component: PhoneInput,
  args: { onValueChange: fn(), onBlur: fn() },
  render: (args) => (
    <Field label={<T k="phone" />}>
      <PhoneInput {...args} />
    </Field>
  ),
  parameters: phoneInputDocs,
} satisfies Meta<typeof PhoneInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (root: HTMLElement) => within(root).getAllByRole('textbox') as HTMLInputElement[];

export const Telephone: Story = {
  name: 'Telephone: typed part by part',
  play: async ({ args, canvas, canvasElement, step }) => {
    const [area, exchange, number] = parts(canvasElement) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    await step('the group is named by its label, each part by what it holds', async () => {
      await expect(canvas.getByRole('group', { name: /전화번호|Phone/ })).toBeInTheDocument();
      await expect(area).toHaveAccessibleName(/지역번호|Area code/);
    });
    await step('02 moves on after two digits, the exchange after four', async () => {
      await userEvent.click(area);
      await userEvent.keyboard('0212345678');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('02-1234-5678');
      await expect(number).toHaveFocus();
    });
    await step('Backspace in an empty part goes back to the part before', async () => {
      await userEvent.clear(number);
      await userEvent.keyboard('{Backspace}');
      await expect(exchange).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('02-1234-');
    });
    await step("a three-digit exchange: '-' moves on; letters are not taken", async () => {
      await userEvent.clear(exchange);
      await userEvent.keyboard('123-ab4567');
      await expect(number).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('02-123-4567');
    });
    await step('leaving the whole phone blurs it once, not moving between its parts', async () => {
      await expect(args.onBlur).not.toHaveBeenCalled();
      await userEvent.tab();
      await expect(args.onBlur).toHaveBeenCalledTimes(1);
    });
  },
};

export const Mobile: Story = {
  name: 'Mobile: the prefix chosen, the rest typed',
  args: { kind: 'mobile' },
  play: async ({ args, canvas, canvasElement, step }) => {
    const prefix = canvas.getByRole('combobox', { name: /식별번호|Mobile prefix/ });
    const [exchange] = parts(canvasElement) as [HTMLInputElement];
    await step('010 chosen, the cursor moves to the exchange', async () => {
      await userEvent.selectOptions(prefix, '010');
      await expect(exchange).toHaveFocus();
      await userEvent.keyboard('98765432');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('010-9876-5432');
    });
    await step('the prefixes are the carriers’ own', async () => {
      const offered = within(prefix)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
      await expect(offered).toEqual(['010', '011', '016', '017', '018', '019']);
    });
  },
};

export const PasteWholeNumber: Story = {
  name: 'A whole number pasted into any part',
  play: async ({ args, canvasElement, step }) => {
    const [area, exchange, number] = parts(canvasElement) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    await step('with hyphens, into the first part', async () => {
      await userEvent.click(area);
      await userEvent.paste('031-123-4567');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('031-123-4567');
      await expect(number).toHaveFocus();
    });
    await step('digits only, into the middle part', async () => {
      await userEvent.click(exchange);
      await userEvent.paste('0212345678');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('02-1234-5678');
      await expect([area.value, exchange.value, number.value]).toEqual(['02', '1234', '5678']);
    });
  },
};

/** The form's check of a missing part (phone3 → PICMCM0006) shown under the group. */
function MissingPart() {
  const [value, setValue] = useState('010--5678');
  return (
    <Field label={<T k="phone" />} required error={value.split('-').some((p) => p === '') ? 'PICMCM0006' : undefined}>
      <PhoneInput kind="mobile" value={value} onValueChange={setValue} />
    </Field>
  );
}

export const MissingPartError: Story = {
  name: 'A missing part: PICMCM0006',
  render: () => <MissingPart />,
  play: async ({ canvasElement, step }) => {
    const [exchange] = parts(canvasElement) as [HTMLInputElement];
    await step('the parts are invalid and described by the message', async () => {
      await expect(exchange).toHaveAttribute('aria-invalid', 'true');
      await expect(exchange).toHaveAccessibleDescription(/PICMCM0006|전화번호|phone/i);
    });
    await step('the part typed, the message goes', async () => {
      await userEvent.click(exchange);
      await userEvent.keyboard('1234');
      await waitFor(() => expect(exchange).not.toHaveAttribute('aria-invalid'));
    });
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME: keys mid-composition do nothing',
  globals: { locale: 'ko' },
  play: async ({ args, canvasElement, step }) => {
    const [area, exchange] = parts(canvasElement) as [HTMLInputElement, HTMLInputElement];
    await step('a Hangul syllable composed in a digits part is not taken', async () => {
      exchange.focus();
      await imeSetComposition('ㄱ');
      await step('ArrowRight at the end while composing does not move on', async () => {
        await pressKey('ArrowRight', { composing: true });
        await expect(exchange).toHaveFocus();
      });
      await imeCommit('가');
      await waitFor(() => expect(exchange).toHaveValue(''));
      await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.stringMatching(/가/));
      await expect(area).not.toHaveFocus();
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: '02-1234-5678' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="phone"
      render={({ filled, disabled, readOnly }) => (
        <PhoneInput defaultValue={filled ? '010-1234-5678' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const area = (s: WidgetState) => inState(canvasElement, s).getAllByRole('textbox')[0] as HTMLInputElement;
    const read = (s: WidgetState) =>
      (inState(canvasElement, s).getAllByRole('textbox') as HTMLInputElement[]).map((p) => p.value).join('-');
    await playStates(step, {
      control: area,
      read: (s) => (read(s) === '--' ? '' : read(s)),
      change: async (s) => {
        await userEvent.click(area(s));
        await userEvent.keyboard('031');
      },
      empty: '',
      filled: '010-1234-5678',
    });
  },
};
