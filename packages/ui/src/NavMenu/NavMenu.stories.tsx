import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { Breadcrumbs } from '../Breadcrumbs';
import { Icon } from '../Icon';
import { BoxIcon, OrderIcon } from '../icons';
import { NavMenu } from './NavMenu';
import { navTrail, type NavItem } from './navTree';
import { navMenuDocs } from './stories/docs';

function MenuDemo({ onNavigate }: { onNavigate: (href: string) => void }) {
  const text = useStoryText();
  const items: NavItem[] = [
    { id: 'items', parentId: null, label: text('menuItems'), icon: <Icon icon={BoxIcon} /> },
    { id: 'requests', parentId: 'items', label: text('menuRequests') },
    { id: 'request-list', parentId: 'requests', label: text('menuRequestList'), href: '/by/new-item-requests' },
    { id: 'orders', parentId: null, label: text('menuOrders'), icon: <Icon icon={OrderIcon} /> },
    { id: 'returns', parentId: 'orders', label: text('menuReturns'), href: '/by/returns' },
  ];
  const [at, setAt] = useState('/by/new-item-requests');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '240px 1fr', gap: 16, minHeight: 220 }}>
      <NavMenu
        label={text('menuLabel')}
        items={items}
        currentHref={at}
        onNavigate={(href) => {
          onNavigate(href);
          setAt(href);
        }}
      />
      <Breadcrumbs
        label={text('breadcrumbLabel')}
        items={navTrail(items, at).map((i) => ({ label: i.label, href: i.href ?? null }))}
      />
    </div>
  );
}

const meta = {
  title: 'Frames/NavMenu',
  component: MenuDemo,
  args: { onNavigate: fn() },
  parameters: navMenuDocs,
} satisfies Meta<typeof MenuDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MenuAndBreadcrumbs: Story = {
  name: 'Menu tree with breadcrumbs',
  play: async ({ args, canvas, step }) => {
    await step('the groups above the current screen are open, the screen is current', async () => {
      await expect(canvas.getByRole('button', { name: /^(품목|Items)$/ })).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: /요청 목록|Request list/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(canvas.getByRole('navigation', { name: /현재 위치|Where you are/ })).toHaveTextContent(
        /품목.*신규 품목 요청.*요청 목록|Items.*New item requests.*Request list/,
      );
    });
    await step('a group opens on click; a plain click on a link navigates in the app', async () => {
      const orders = canvas.getByRole('button', { name: /^(주문|Orders)$/ });
      await expect(orders).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(orders);
      await expect(orders).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(canvas.getByRole('link', { name: /반품\/교환|Returns and exchanges/ }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/by/returns');
      await expect(canvas.getByRole('link', { name: /반품\/교환|Returns and exchanges/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('the top-level groups carry their icons, hidden from assistive technology', async () => {
      const items = canvas.getByRole('button', { name: /^(품목|Items)$/ });
      await expect(items.querySelector('svg[data-icon="Package"]')).toHaveAttribute('aria-hidden', 'true');
    });
    await step('links are real links (a new tab keeps working); the group left closes again', async () => {
      const returns = canvas.getByRole('link', { name: /반품\/교환|Returns and exchanges/ });
      await expect(returns).toHaveAttribute('href', '/by/returns');
      await expect(canvas.getByRole('button', { name: /^(품목|Items)$/ })).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

// No "All four classes" story: four menus of one name on a page would be four landmarks alike
// (axe landmark-unique); the frame stories show the menu in each class's frame.
