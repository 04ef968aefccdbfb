import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as icons from '../icons';
import { Icon } from './Icon';
import { iconDocs } from './stories/docs';

const SET = Object.entries(icons);

const meta = {
  title: 'Layout/Icon',
  component: Icon,
  args: { icon: icons.CartIcon, size: 32 },
  argTypes: { icon: { control: false } },
  parameters: iconDocs,
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  name: 'Decorative: hidden from assistive technology',
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('data-icon', 'ShoppingCart');
    await expect(svg.getAttribute('width')).toBe('32');
    await expect(svg.getAttribute('stroke')).toBe('currentColor');
    await expect(svg.querySelectorAll('path, circle').length).toBeGreaterThan(0);
  },
};

export const FollowsText: Story = {
  name: 'Sized by its text when no size is given',
  args: { size: undefined },
  render: (args) => (
    <span style={{ fontSize: 20 }}>
      <Icon {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg.getAttribute('width')).toBe('1.25em');
    await expect(svg.getBoundingClientRect().width).toBeCloseTo(25, 0);
  },
};

export const Labelled: Story = {
  name: 'Standing alone: an image with a name',
  args: { icon: icons.BellIcon, label: '공지사항' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: '공지사항' });
    await expect(img).toBeVisible();
    await expect(img).not.toHaveAttribute('aria-hidden', 'true');
  },
};

export const TheSet: Story = {
  name: 'The whole set (@mro/ui/icons)',
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 112px)', gap: 12 }}>
      {SET.map(([name, icon]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon icon={icon} size={28} />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-icon]').length).toBe(SET.length);
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
