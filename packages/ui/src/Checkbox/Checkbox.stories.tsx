import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { onCheckedChange: fn(), children: <T k="saveId" /> },
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
