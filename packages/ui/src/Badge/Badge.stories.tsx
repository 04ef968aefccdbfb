import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Badge, BADGE_TONES } from './Badge';
import { badgeDocs } from './stories/docs';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'success', children: <T k="itemName" /> },
  parameters: badgeDocs,
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText(/품목명|Item name/);
    await expect(badge).toHaveAttribute('data-tone', 'success');
    // Plain text to assistive technology: no role, not a live region, not focusable.
    await expect(badge).not.toHaveAttribute('role');
    await expect(badge.tabIndex).toBe(-1);
  },
};

const Tones = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {BADGE_TONES.map((tone) => (
      <Badge key={tone} tone={tone}>
        {tone}
      </Badge>
    ))}
  </div>
);

export const AllTones: Story = {
  name: 'Every tone, each with its text',
  render: () => <Tones />,
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-tone]')];
    await expect(badges.map((b) => b.textContent)).toEqual([...BADGE_TONES]);
    // Every tone differs from its neighbours in colour; the text is what tells them apart.
    const colours = new Set(badges.map((b) => getComputedStyle(b).backgroundColor));
    await expect(colours.size).toBe(BADGE_TONES.length);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Tones />,
};
