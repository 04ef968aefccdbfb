import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { radioGroupDocs } from './stories/docs';

function PayTerm(props: RadioGroupProps) {
  const s = useStoryText();
  return (
    <div style={{ width: 520 }}>
      <Field label={<T k="payTerm" />} required={props.rules !== undefined}>
        <RadioGroup codeGroup="PAY_TERM" {...props} messages={props.messages ?? { required: s('choosePayTerm') }} />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: { onValueChange: fn() },
  render: (args) => <PayTerm {...args} />,
  parameters: radioGroupDocs,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromCodeGroup: Story = {
  name: 'Items from a code group',
  play: async ({ args, canvas, step }) => {
    await step('items load by code group; the retired code is not offered', async () => {
      await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(3));
      await expect(canvas.getByRole('radiogroup', { name: /결제 조건|Payment terms/ })).toBeVisible();
    });
    await step('click chooses, arrow keys move the choice', async () => {
      const [cash, bill, card] = canvas.getAllByRole('radio');
      await userEvent.click(cash!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('CASH');
      await userEvent.keyboard('{ArrowRight}');
      await expect(bill).toBeChecked();
      await userEvent.keyboard('{ArrowRight}');
      await expect(card).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('CARD');
    });
  },
};

export const RequiredWithCustomMessage: Story = {
  name: 'Rules with a custom message',
  args: { rules: 'required' },
  play: async ({ args, canvas, step }) => {
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(3));
    await step("leaving the group without a choice shows the caller's message under it", async () => {
      canvas.getAllByRole('radio')[0]!.focus();
      await userEvent.tab();
      const group = canvas.getByRole('radiogroup');
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await expect(group).toHaveAccessibleDescription(/결제 조건을 선택하세요|Choose the payment terms/);
    });
    await step('a choice clears it', async () => {
      await userEvent.click(canvas.getAllByRole('radio')[1]!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('BILL');
      await expect(canvas.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const RetiredValueKept: Story = {
  name: 'A retired code already chosen',
  args: { defaultValue: 'OLD' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(4));
    const retired = canvas.getByRole('radio', { name: /외상|Credit/ });
    await expect(retired).toBeChecked();
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    // Once another code is chosen, the retired one cannot be chosen again and leaves the list.
    await expect(canvas.queryByRole('radio', { name: /외상|Credit/ })).toBeNull();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'CARD', readOnly: true },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('radio')).toHaveLength(3));
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await expect(canvas.getByRole('radio', { name: /법인카드|Corporate card/ })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
  },
};

export const Disabled: Story = { args: { defaultValue: 'CASH', disabled: true } };

export const Vertical: Story = { args: { orientation: 'vertical', defaultValue: 'BILL' } };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: 'CASH' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="payTerm"
      width={520}
      render={({ filled, disabled, readOnly }) => (
        <RadioGroup codeGroup="PAY_TERM" defaultValue={filled ? 'BILL' : ''} disabled={disabled} readOnly={readOnly} />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const radios = (s: WidgetState) => inState(canvasElement, s).getAllByRole('radio') as HTMLInputElement[];
    const group = (s: WidgetState) => inState(canvasElement, s).getByRole('radiogroup');
    await waitFor(() => expect(radios('error').length).toBeGreaterThan(0));
    await playStates(step, {
      control: (s) => radios(s)[0]!,
      read: (s) => radios(s).find((r) => r.checked)?.value ?? '',
      change: async (s) => {
        await userEvent.click(radios(s)[2]!);
      },
      empty: '',
      filled: 'BILL',
      invalid: group,
      readOnlyHost: group,
    });
  },
};
