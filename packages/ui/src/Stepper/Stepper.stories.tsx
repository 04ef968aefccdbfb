import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { Stepper } from './Stepper';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { stepperDocs } from './stories/docs';

const meta = {
  title: 'Inputs/Stepper',
  component: Stepper,
  args: { onValueChange: fn(), min: 0, max: 10, defaultValue: 9 },
  render: (args) => (
    <Field label={<T k="quantity" />}>
      <Stepper {...args} />
    </Field>
  ),
  parameters: stepperDocs,
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clamped: Story = {
  play: async ({ args, canvas, step }) => {
    const spin = canvas.getByRole('spinbutton', { name: /수량|Quantity/ });
    await step('spinbutton ARIA', async () => {
      await expect(spin).toHaveAttribute('aria-valuenow', '9');
      await expect(spin).toHaveAttribute('aria-valuemin', '0');
      await expect(spin).toHaveAttribute('aria-valuemax', '10');
    });
    await step('the + button and ArrowUp stop at max', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /늘리기|Increase/ }));
      await expect(spin).toHaveAttribute('aria-valuenow', '10');
      await expect(canvas.getByRole('button', { name: /늘리기|Increase/ })).toBeDisabled();
      spin.focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(spin).toHaveAttribute('aria-valuenow', '10');
    });
    await step('PageDown, Home and End', async () => {
      await userEvent.keyboard('{PageDown}');
      await expect(spin).toHaveAttribute('aria-valuenow', '0');
      await userEvent.keyboard('{End}');
      await expect(spin).toHaveAttribute('aria-valuenow', '10');
      await userEvent.keyboard('{Home}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    });
    await step('typed entry is clamped when committed', async () => {
      await userEvent.clear(spin);
      await userEvent.type(spin, '42{Enter}');
      await expect(spin).toHaveAttribute('aria-valuenow', '10');
    });
  },
};

export const Wrapping: Story = {
  args: { min: 0, max: 23, defaultValue: 23, wrap: true },
  render: (args) => (
    <Field label={<T k="hour" />}>
      <Stepper {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const spin = canvas.getByRole('spinbutton');
    spin.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(spin).toHaveAttribute('aria-valuenow', '0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(spin).toHaveAttribute('aria-valuenow', '23');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const AllClasses: Story = { name: 'All four classes', parameters: { mro: { allClasses: true } } };

export const States: Story = {
  render: () => (
    <StateMatrix
      label="quantity"
      width={200}
      render={({ filled, disabled, readOnly }) => (
        <Stepper min={0} max={10} defaultValue={filled ? 5 : 0} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const spin = (s: WidgetState) => inState(canvasElement, s).getByRole('spinbutton') as HTMLInputElement;
    await playStates(step, {
      control: spin,
      read: (s) => spin(s).value,
      change: async (s) => {
        await userEvent.click(spin(s));
        await userEvent.keyboard('{ArrowUp}{PageUp}');
        const plus = inState(canvasElement, s).getByRole('button', { name: /늘리기|Increase/ });
        if (!(plus as HTMLButtonElement).disabled) await userEvent.click(plus);
      },
      empty: '0',
      filled: '5',
    });
    await expect(inState(canvasElement, 'readOnly').getByRole('button', { name: /늘리기|Increase/ })).toBeDisabled();
  },
};
