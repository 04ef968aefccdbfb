import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { T, useStoryText } from '../../../../.storybook/story-helpers';
import { Menu } from './Menu';
import { menuDocs } from './stories/docs';

/** A grid toolbar's "more" menu; the story's spy sees which action ran. */
function Toolbar({ onAction }: { onAction?: (key: string) => void }) {
  const s = useStoryText();
  const item = (key: 'excel' | 'save' | 'delete' | 'reset', disabled?: boolean) => ({
    key,
    label: s(key),
    disabled,
    onSelect: () => onAction?.(key),
  });
  return (
    <div style={{ height: 200 }}>
      <Menu label={<T k="moreActions" />} items={[item('excel'), item('save'), item('delete', true), item('reset')]} />
    </div>
  );
}

const meta = {
  title: 'Components/Menu',
  component: Toolbar,
  subcomponents: { Menu } as Meta['subcomponents'],
  args: { onAction: fn() },
  parameters: menuDocs,
} satisfies Meta<typeof Toolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

const menu = () => within(document.body).queryByRole('menu');

export const Keyboard: Story = {
  name: 'Keyboard: open, move with wrap, run, Esc',
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: /더 보기|More actions/ });
    await step('ArrowDown opens on the first item', async () => {
      button.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(menu()).toBeVisible());
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu()).toHaveAccessibleName(/더 보기|More actions/);
      await waitFor(() => expect(within(menu()!).getAllByRole('menuitem')[0]).toHaveFocus());
    });
    await step('arrows skip the disabled item and wrap; End, Home', async () => {
      const items = within(menu()!).getAllByRole('menuitem');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await waitFor(() => expect(items[3]).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(items[0]).toHaveFocus());
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(items[3]).toHaveFocus());
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(items[0]).toHaveFocus());
    });
    await step('Enter runs the item, closes, and the focus returns to the button', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onAction).toHaveBeenLastCalledWith('save');
      await waitFor(() => expect(menu()).toBeNull());
      await expect(button).toHaveFocus();
    });
    await step('ArrowUp opens on the last item; Esc closes and returns the focus', async () => {
      await userEvent.keyboard('{ArrowUp}');
      await waitFor(() => expect(within(menu()!).getAllByRole('menuitem')[3]).toHaveFocus());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(menu()).toBeNull());
      await expect(button).toHaveFocus();
      await expect(args.onAction).toHaveBeenCalledTimes(1);
    });
  },
};

export const Pointer: Story = {
  name: 'Pointer: a click opens, a click runs; the disabled item does not',
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /더 보기|More actions/ });
    await userEvent.click(button);
    await waitFor(() => expect(menu()).toBeVisible());
    const items = within(menu()!).getAllByRole('menuitem');
    await expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(items[2]!);
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.click(items[0]!);
    await expect(args.onAction).toHaveBeenLastCalledWith('excel');
    await waitFor(() => expect(menu()).toBeNull());
  },
};

export const TypeAhead: Story = {
  name: 'Type-ahead (English)',
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'More actions' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(menu()!).getByRole('menuitem', { name: /^Excel/ })).toHaveFocus());
    await userEvent.keyboard('r');
    await waitFor(() => expect(within(menu()!).getByRole('menuitem', { name: 'Reset' })).toHaveFocus());
    // "d" would be Delete, which is disabled: the focus stays.
    await new Promise((r) => setTimeout(r, 600));
    await userEvent.keyboard('d');
    await expect(within(menu()!).getByRole('menuitem', { name: 'Reset' })).toHaveFocus();
  },
};

/** A user menu: an action and a link to another system (a real link, in a new window). */
function UserMenuDemo({ onAction }: { onAction?: (key: string) => void }) {
  const s = useStoryText();
  return (
    <div style={{ height: 160 }}>
      <Menu
        label={<T k="moreActions" />}
        items={[
          { key: 'save', label: s('save'), onSelect: () => onAction?.('save') },
          {
            key: 'site',
            label: s('excel'),
            href: 'https://example.com/wms',
            target: '_blank',
            onSelect: () => onAction?.('site'),
          },
        ]}
      />
    </div>
  );
}

export const LinkItem: Story = {
  name: 'A link item: a real link to another site, chosen by Enter or a click',
  render: (args) => <UserMenuDemo {...args} />,
  play: async ({ args, canvas, step }) => {
    const button = canvas.getByRole('button', { name: /더 보기|More actions/ });
    await step('the link is the menu item, with its address and a new window', async () => {
      await userEvent.click(button);
      const link = await within(document.body).findByRole('menuitem', { name: /엑셀|Excel/ });
      await expect(link.tagName).toBe('A');
      await expect(link).toHaveAttribute('href', 'https://example.com/wms');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.parentElement).toHaveAttribute('role', 'none');
    });
    await step('Esc closes it; the action item still runs by Enter', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(menu()).toBeNull());
      (args.onAction as ReturnType<typeof fn>).mockClear();
      button.focus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(within(document.body).getAllByRole('menuitem')[0]).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onAction).toHaveBeenCalledWith('save');
      await waitFor(() => expect(menu()).toBeNull());
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
