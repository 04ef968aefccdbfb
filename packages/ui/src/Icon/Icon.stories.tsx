import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { ICON_NAMES } from './icons';
import { iconDocs } from './stories/docs';

const meta = {
  title: 'Layout/Icon',
  component: Icon,
  args: { name: 'cart', size: 32 },
  parameters: iconDocs,
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  name: 'Decorative: hidden from assistive technology',
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.getAttribute('width')).toBe('32');
    await expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  },
};

export const Labelled: Story = {
  name: 'Standing alone: an image with a name',
  args: { name: 'bell', label: '공지사항' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '공지사항' })).toBeVisible();
  },
};

export const TheSet: Story = {
  name: 'The whole set',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 96px)', gap: 12 }}>
      {ICON_NAMES.map((name) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon name={name} size={28} />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]').length).toBe(ICON_NAMES.length);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
