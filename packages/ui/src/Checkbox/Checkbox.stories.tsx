import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Checkbox } from './Checkbox';
import { inState, playStates, StateMatrix, type WidgetState } from '../../../../.storybook/states';
import { checkboxDocs } from './stories/docs';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn(), children: <T k="saveId" /> },
  parameters: checkboxDocs,
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const box = canvas.getByRole('checkbox');
    await step('the label toggles it', async () => {
      await userEvent.click(canvas.getByText(/아이디 저장|Save ID/));
      await expect(box).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('Space toggles it from the keyboard', async () => {
      box.focus();
      await userEvent.keyboard(' ');
      await expect(box).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Indeterminate: Story = {
  args: { indeterminate: true, children: <T k="certs" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { defaultChecked: true },
};

export const States: Story = {
  render: () => (
    <StateMatrix
      label="agree"
      render={({ filled, disabled, readOnly }) => (
        <Checkbox defaultChecked={filled} disabled={disabled} readOnly={readOnly}>
          <T k="saveId" />
        </Checkbox>
      )}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const box = (s: WidgetState) => inState(canvasElement, s).getByRole('checkbox') as HTMLInputElement;
    await playStates(step, {
      control: box,
      read: (s) => box(s).checked,
      change: async (s) => {
        await userEvent.click(box(s));
        await userEvent.keyboard(' ');
        await userEvent.keyboard(' ');
      },
      empty: false,
      filled: true,
    });
  },
};
