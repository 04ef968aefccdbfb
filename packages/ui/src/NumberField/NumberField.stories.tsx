import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { NumberField } from './NumberField';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { imeCommit, imeSetComposition, insertText, pressKey } from '../../../../.storybook/ime';
import { numberFieldDocs } from './stories/docs';

const meta = {
  title: 'Inputs/NumberField',
  component: NumberField,
  args: { onValueChange: fn() },
  render: (args) => {
    const [value, setValue] = useState<number | null>(args.defaultValue ?? null);
    return (
      <div style={{ width: 260 }}>
        <Field label={<T k="quantity" />}>
          <NumberField
            {...args}
            value={value}
            onValueChange={(v) => {
              setValue(v);
              args.onValueChange?.(v);
            }}
          />
        </Field>
        <output data-testid="value">{JSON.stringify(value)}</output>
      </div>
    );
  },
  parameters: numberFieldDocs,
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThousandsSeparators: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('typed digits are grouped; the form gets a number', async () => {
      await userEvent.type(input, '-1234567.5');
      await expect(input).toHaveValue('-1,234,567.5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(-1234567.5);
      await expect(canvas.getByTestId('value')).toHaveTextContent('-1234567.5');
    });
    await step('empty gives null, never a string', async () => {
      await userEvent.clear(input);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    });
    await step('letters are refused', async () => {
      await userEvent.type(input, '12a3');
      await expect(input).toHaveValue('123');
    });
  },
};

/** A Korean IME in full-width mode types １２３４５; a pasted text may carry them too. */
export const FullWidthDigits: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('typed full-width digits become 12,345', async () => {
      await userEvent.type(input, '１２３４５');
      await expect(input).toHaveValue('12,345');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(12345);
    });
    await step('a pasted full-width number with its comma and period is read as the number', async () => {
      await userEvent.clear(input);
      await userEvent.paste('１，２３４．５');
      await expect(input).toHaveValue('1,234.5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5);
    });
  },
};

export const PositiveIntegerOnly: Story = {
  name: 'Positive and integer only, 5 integer digits',
  args: { positiveOnly: true, integerOnly: true, integerDigits: 5 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox');
    // '-' and '.' are refused as typed; digits stop at 5 integer digits.
    await userEvent.type(input, '-123.4567');
    await expect(input).toHaveValue('12,345');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('12,345');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12345);
  },
};

export const CurrencyDecimals: Story = {
  name: 'Currency decimals (USD 2, KRW 0)',
  render: () => (
    <div style={{ width: 260, display: 'grid', gap: 8 }}>
      <Field label={<T k="unitPrice" />}>
        <NumberField currency="USD" />
      </Field>
      <Field label={<T k="amountKrw" />}>
        <NumberField currency="KRW" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const [usd, krw] = canvas.getAllByRole('textbox');
    await userEvent.type(usd!, '1234.5678');
    await expect(usd).toHaveValue('1,234.56');
    // KRW has no decimals: the point is refused as typed.
    await userEvent.type(krw!, '98000.');
    await expect(krw).toHaveValue('98,000');
  },
};

export const Disabled: Story = { args: { defaultValue: 1500, disabled: true } };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: 1234567 },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="quantity"
      width={260}
      render={({ filled, disabled, readOnly }) => (
        <NumberField defaultValue={filled ? 12345 : null} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('textbox') as HTMLInputElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).value,
      change: (s) => userEvent.type(box(s), '7'),
      empty: '',
      filled: '12,345',
    });
  },
};

export const KoreanIme: Story = {
  name: 'Korean IME: composed letters refused, Enter while composing does not submit',
  render: () => {
    const [value, setValue] = useState<number | null>(null);
    const [submitted, setSubmitted] = useState<(number | null)[]>([]);
    return (
      <form
        style={{ width: 260 }}
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted((list) => [...list, value]);
        }}
      >
        <Field label={<T k="quantity" />}>
          <NumberField value={value} onValueChange={setValue} />
        </Field>
        <output data-testid="value">{JSON.stringify(value)}</output>
        <output data-testid="submitted">{JSON.stringify(submitted)}</output>
      </form>
    );
  },
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox');
    await step('digits typed with the IME on are kept once', async () => {
      input.focus();
      await insertText('12');
      await expect(input).toHaveValue('12');
    });
    await step('a composed letter is refused; Enter while composing does not submit', async () => {
      await imeSetComposition('ㅎ');
      await imeSetComposition('하');
      await pressKey('Enter', { composing: true });
      await expect(canvas.getByTestId('submitted')).toHaveTextContent('[]');
      await imeCommit('하');
      await waitFor(() => expect(input).toHaveValue('12'));
      await insertText('34');
      await expect(input).toHaveValue('1,234');
      await expect(canvas.getByTestId('value')).toHaveTextContent('1234');
    });
    await step('Enter after the composition submits the number once', async () => {
      await pressKey('Enter');
      await waitFor(() => expect(canvas.getByTestId('submitted')).toHaveTextContent('[1234]'));
    });
  },
};
