import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T } from '../../../../.storybook/story-helpers';
import { Button } from '../Button';
import { OverlayProvider } from '../Overlay';
import { Drawer, type DrawerProps } from './Drawer';
import { drawerDocs } from './stories/docs';

/** A screen's cart: a button opens it, its footer holds the actions, closing goes through the spy. */
function CartDemo({ onOpenChange, onCheckout, ...args }: DrawerProps & { onCheckout?: () => void }) {
  const [open, setOpen] = useState(args.open);
  const opener = args.side === 'left' ? 'openFilters' : 'openCart';
  return (
    <div style={{ padding: 16, minHeight: 260 }}>
      <Button onClick={() => setOpen(true)}>
        <T k={opener} />
      </Button>
      <Drawer
        {...args}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <T k="cancel" />
            </Button>
            <Button onClick={onCheckout}>
              <T k="checkout" />
            </Button>
          </>
        }
      >
        <p>
          <T k="cartLines" />
        </p>
        <label>
          <T k="quantity" /> <input defaultValue="10" />
        </label>
      </Drawer>
    </div>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: CartDemo,
  subcomponents: { Drawer } as Meta['subcomponents'],
  args: { open: false, onOpenChange: fn(), onCheckout: fn(), title: <T k="cart" />, side: 'right', size: 'small' },
  argTypes: {
    side: { control: 'inline-radio', options: ['right', 'left'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    title: { control: false },
  },
  render: (args) => <CartDemo {...args} />,
  parameters: { layout: 'fullscreen', ...drawerDocs },
} satisfies Meta<typeof CartDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const sheet = () => document.querySelector<HTMLElement>('[data-mro-drawer]');

/** Nothing left behind once it closed: no dialog, no inert page, no scroll lock. */
async function expectPageUsable() {
  await waitFor(() => expect(screen().queryAllByRole('dialog')).toHaveLength(0));
  await expect(document.querySelector('[data-mro-page][inert]')).toBeNull();
  await expect(document.body.style.overflow).not.toBe('hidden');
}

export const Keyboard: Story = {
  name: 'Cart: opened, used and closed by keyboard',
  play: async ({ args, canvas, step }) => {
    const opener = canvas.getByRole('button', { name: /장바구니 열기|Open cart/ });
    await step('Enter on the opener opens the sheet at the right edge over an inert page', async () => {
      await userEvent.tab();
      await expect(opener).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen().findByRole('dialog', { name: /장바구니|Cart/ });
      await expect(document.querySelector('[data-mro-page]')).toHaveAttribute('inert');
      const box = dialog.getBoundingClientRect();
      await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
      await expect(Math.round(box.height)).toBe(window.innerHeight);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Tab stays inside: past the last action it comes back to the first control', async () => {
      const dialog = sheet()!;
      const order = within(dialog).getByRole('button', { name: /주문하기|Place order/ });
      order.focus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: /닫기|Close/ })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(order).toHaveFocus();
    });
    await step('Esc closes it and focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expectPageUsable();
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

export const Pointer: Story = {
  name: 'Cart: opened and closed by pointer (close button, backdrop)',
  play: async ({ args, canvas, step }) => {
    const opener = canvas.getByRole('button', { name: /장바구니 열기|Open cart/ });
    await step('the footer’s action answers a click', async () => {
      await userEvent.click(opener);
      await userEvent.click(await screen().findByRole('button', { name: /주문하기|Place order/ }));
      await expect(args.onCheckout).toHaveBeenCalledOnce();
    });
    await step('the close button closes it; focus returns to the opener', async () => {
      await userEvent.click(screen().getByRole('button', { name: /닫기|Close/ }));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expectPageUsable();
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('a press on the backdrop closes it too', async () => {
      await new Promise((r) => setTimeout(r, 600)); // the button's click lock
      await userEvent.click(opener);
      await screen().findByRole('dialog');
      const backdrop = document.querySelector<HTMLElement>('[data-mro-backdrop]')!;
      await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 20, clientY: 200 } });
      await expectPageUsable();
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

export const LeftSide: Story = {
  name: 'Left side (filters)',
  args: { side: 'left', title: <T k="filters" />, size: 'medium' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /검색 조건 열기|Open filters/ }));
    const dialog = await screen().findByRole('dialog', { name: /검색 조건|Filters/ });
    await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(
      Math.min(640, document.documentElement.clientWidth),
    );
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (375 px): the whole width',
  args: { size: 'medium' },
  render: (args) => (
    // The box is the containing block of the fixed sheet, as a 375 px viewport would be.
    <div data-phone="" style={{ width: 375, height: 560, transform: 'translateZ(0)', overflow: 'hidden' }}>
      <OverlayProvider>
        <CartDemo {...args} />
      </OverlayProvider>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /장바구니 열기|Open cart/ }));
    const dialog = await within(canvasElement).findByRole('dialog');
    const box = canvasElement.querySelector('[data-phone]')!.getBoundingClientRect();
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(Math.round(box.width));
    await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(Math.round(box.left));
    await expect(within(dialog).getByRole('button', { name: /주문하기|Place order/ })).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { open: true },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Cart' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Place order' })).toBeVisible();
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true, contain: 300 } },
  args: { open: true },
};
