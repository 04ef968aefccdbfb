import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonDocs } from './stories/docs';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { lines: 3, width: '320px' },
  parameters: skeletonDocs,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The skeleton's own status (the overlay host has live regions of its own). */
const frame = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="status"]:has([data-skeleton-block])')!;
const blocks = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-skeleton-block]')];

export const TextLines: Story = {
  name: 'Lines of text',
  play: async ({ canvasElement }) => {
    // One status that says "loading"; the blocks themselves are hidden.
    await expect(frame(canvasElement)).toHaveTextContent(/불러오는 중|Loading/);
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expect(blocks(canvasElement).every((b) => b.getAttribute('aria-hidden') === 'true')).toBe(true);
    const [first, , last] = blocks(canvasElement).map((b) => b.getBoundingClientRect().width);
    await expect(last!).toBeLessThan(first!);
  },
};

type Cdp = { send: (method: string, params?: object) => Promise<unknown> };
const cdp = () => (globalThis as { __MRO_CDP__?: () => Cdp }).__MRO_CDP__?.();

export const ReducedMotion: Story = {
  name: 'Reduced motion: no shimmer',
  args: { shape: 'rect', height: '60px' },
  play: async ({ canvasElement }) => {
    const session = cdp();
    if (!session) return;
    const block = blocks(canvasElement)[0]!;
    await expect(getComputedStyle(block).animationName).not.toBe('none');
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    try {
      await expect(getComputedStyle(block).animationName).toBe('none');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  },
};

const Card = () => (
  <div style={{ display: 'flex', gap: 12, width: 240 }}>
    <Skeleton shape="circle" width="40px" />
    <Skeleton lines={2} style={{ flex: 1 }} />
  </div>
);

export const Shapes: Story = {
  name: 'A card: circle and lines',
  render: () => <Card />,
  play: async ({ canvasElement }) => {
    const circle = blocks(canvasElement)[0]!;
    await expect(circle.getBoundingClientRect().height).toBe(circle.getBoundingClientRect().width);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(frame(canvasElement)).toHaveTextContent('Loading content');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: () => <Card />,
};
