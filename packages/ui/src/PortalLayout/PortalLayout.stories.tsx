import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { NavMenu } from '../NavMenu';
import { PortalLayout } from './PortalLayout';
import { portalLayoutDocs } from './stories/docs';

function LayoutDemo() {
  const text = useStoryText();
  return (
    <PortalLayout
      style={{ minHeight: 420 }}
      header={<strong>{text('portalHeader')}</strong>}
      side={
        <NavMenu
          label={text('menuLabel')}
          currentHref="/by/returns"
          onNavigate={() => undefined}
          items={[
            { id: 'orders', parentId: null, label: text('menuOrders') },
            { id: 'returns', parentId: 'orders', label: text('menuReturns'), href: '/by/returns' },
          ]}
        />
      }
      footer={<T k="portalFooter" />}
    >
      <div style={{ padding: 16 }}>
        <T k="portalBody" />
      </div>
    </PortalLayout>
  );
}

const meta = {
  title: 'Frames/PortalLayout',
  component: LayoutDemo,
  parameters: { layout: 'fullscreen', ...portalLayoutDocs },
} satisfies Meta<typeof LayoutDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Desktop: menu beside the page',
  // The layout answers to its own width (a container query), whatever the canvas's.
  render: () => (
    <div style={{ width: 1024 }}>
      <LayoutDemo />
    </div>
  ),
  play: async ({ canvas, step }) => {
    await step('header, menu, main and footer are landmarks; the menu shows, without a menu button', async () => {
      await expect(canvas.getByRole('banner')).toBeVisible();
      await expect(canvas.getByRole('complementary')).toBeVisible();
      await expect(canvas.getByRole('main')).toBeVisible();
      await expect(canvas.getByRole('contentinfo')).toBeVisible();
      await expect(canvas.queryByRole('button', { name: /메뉴 열기|Open the menu/ })).toBeNull();
    });
  },
};

export const Phone: Story = {
  name: 'Phone (375 px): menu behind a button',
  render: () => (
    <div style={{ width: 375 }}>
      <LayoutDemo />
    </div>
  ),
  play: async ({ canvas, step }) => {
    const toggle = () => canvas.queryByRole('button', { name: /메뉴 열기|Open the menu|메뉴 닫기|Close the menu/ });
    await step('the menu button opens the menu; Esc folds it again', async () => {
      await expect(toggle()).toBeVisible();
      await expect(canvas.queryByRole('complementary')).toBeNull();
      await userEvent.click(toggle()!);
      await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('complementary')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    });
  },
};
