import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Field } from '../Field';
import { CheckboxGroup } from './CheckboxGroup';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { checkboxGroupDocs } from './stories/docs';

const meta = {
  title: 'Inputs/CheckboxGroup',
  component: CheckboxGroup,
  args: { onValueChange: fn(), codeGroup: 'CERT' },
  render: (args) => (
    <div style={{ width: 620 }}>
      <Field label={<T k="certs" />}>
        <CheckboxGroup {...args} />
      </Field>
    </div>
  ),
  parameters: checkboxGroupDocs,
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAll: Story = {
  name: 'Select all, in list order',
  args: { selectAll: true },
  play: async ({ args, canvas, step }) => {
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(5));
    const [all, iso9001, , ks] = canvas.getAllByRole('checkbox');
    await step('the value keeps the list order whatever the click order', async () => {
      await userEvent.click(ks!);
      await userEvent.click(iso9001!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['ISO9001', 'KS']);
      await expect(all).toBePartiallyChecked();
    });
    await step('"All" checks every item, then clears them', async () => {
      await userEvent.click(all!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(['ISO9001', 'ISO14001', 'KS', 'VENTURE']);
      await expect(all).toBeChecked();
      await userEvent.click(all!);
      await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    });
  },
};

export const Required: Story = {
  name: 'Rules: at least one',
  args: { rules: 'required' },
  play: async ({ canvas, step }) => {
    await waitFor(() => expect(canvas.getAllByRole('checkbox')).toHaveLength(4));
    const first = canvas.getAllByRole('checkbox')[0]!;
    const required = /필수 입력 항목입니다|This field is required/;
    await step('unchecking the last box says the group is required', async () => {
      await userEvent.click(first);
      await userEvent.click(first);
      await expect(canvas.getByText(required)).toBeVisible();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
    });
    // The story ends as a visitor should find it: valid, ready to try.
    await step('checking any box clears the message', async () => {
      await userEvent.click(canvas.getAllByRole('checkbox')[2]!);
      await expect(canvas.queryByText(required)).toBeNull();
      await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    });
  },
};

export const Disabled: Story = { args: { defaultValue: ['KS'], disabled: true } };

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultValue: ['ISO9001'], orientation: 'vertical' },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="certs"
      width={620}
      render={({ filled, disabled, readOnly }) => (
        <CheckboxGroup
          codeGroup="CERT"
          defaultValue={filled ? ['ISO9001', 'KS'] : []}
          disabled={disabled}
          readOnly={readOnly}
        />
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const boxes = (s: WidgetState) => inState(canvasElement, s).getAllByRole('checkbox') as HTMLInputElement[];
    await waitFor(() => expect(boxes('error').length).toBeGreaterThan(0));
    await playStates(step, {
      control: (s) => boxes(s)[0]!,
      read: (s) =>
        boxes(s)
          .filter((b) => b.checked)
          .map((b) => b.value),
      change: async (s) => {
        await userEvent.click(boxes(s)[1]!);
      },
      empty: [],
      filled: ['ISO9001', 'KS'],
      described: (s) => inState(canvasElement, s).getAllByRole('group')[0]!,
    });
  },
};
