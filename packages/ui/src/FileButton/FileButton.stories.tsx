import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { FileButton } from './FileButton';
import { fileButtonDocs } from './stories/docs';

const meta = {
  title: 'Components/FileButton',
  component: FileButton,
  args: { accept: '.xlsx,.xls,.csv', onFile: fn(), children: <T k="itemName" /> },
  parameters: fileButtonDocs,
} satisfies Meta<typeof FileButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, step }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await step('the chooser is hidden, limited to the given types and out of the tab order', async () => {
      await expect(input).not.toBeVisible();
      await expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv');
      await expect(input.tabIndex).toBe(-1);
      await expect(canvas.getByRole('button', { name: /품목명|Item name/ })).toBeVisible();
    });
    await step('a chosen file goes to onFile, and the same file can be chosen again', async () => {
      const file = new File(['a,b'], 'items.csv', { type: 'text/csv' });
      await userEvent.upload(input, file);
      await expect(args.onFile).toHaveBeenCalledWith(file);
      await expect(input.value).toBe('');
      await userEvent.upload(input, file);
      await expect(args.onFile).toHaveBeenCalledTimes(2);
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
