import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { ActionBar } from './ActionBar';
import { actionBarDocs } from './stories/docs';

const onSave = fn();
const onCancel = fn();

const meta = {
  title: 'Layout/ActionBar',
  component: ActionBar,
  args: {
    style: { width: 480 },
    children: (
      <>
        <Button variant="secondary" onClick={onCancel}>
          <T k="cancel" />
        </Button>
        <Button onClick={onSave}>
          <T k="save" />
        </Button>
      </>
    ),
  },
  parameters: actionBarDocs,
} satisfies Meta<typeof ActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RightAligned: Story = {
  name: 'Right-aligned, secondary before the primary',
  play: async ({ canvas, step }) => {
    const [cancel, save] = canvas.getAllByRole('button');
    const bar = cancel!.parentElement!;
    await step('the primary is last and at the right edge', async () => {
      const barBox = bar.getBoundingClientRect();
      const saveBox = save!.getBoundingClientRect();
      const cancelBox = cancel!.getBoundingClientRect();
      await expect(Math.round(barBox.right - saveBox.right)).toBe(0);
      await expect(cancelBox.right).toBeLessThanOrEqual(saveBox.left);
      await expect(saveBox.top).toBe(cancelBox.top);
      // Buttons keep their own width on a desktop.
      await expect(saveBox.width).toBeLessThan(barBox.width / 2);
    });
    await step('keyboard: Tab reaches the secondary first, then the primary', async () => {
      onSave.mockClear();
      await userEvent.tab();
      await expect(cancel).toHaveFocus();
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(onSave).toHaveBeenCalledTimes(1);
    });
  },
};

export const WithStart: Story = {
  name: 'Something at the start',
  args: { start: <T k="body" /> },
  play: async ({ canvas }) => {
    const [cancel, save] = canvas.getAllByRole('button');
    const bar = cancel!.parentElement!;
    const start = bar.querySelector<HTMLElement>('[data-action-start]')!;
    // The start sits at the left edge, the buttons stay at the right.
    await expect(Math.round(start.getBoundingClientRect().left - bar.getBoundingClientRect().left)).toBe(0);
    await expect(Math.round(bar.getBoundingClientRect().right - save!.getBoundingClientRect().right)).toBe(0);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')[1]).toHaveTextContent('Save');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { style: { width: 220 } },
};
