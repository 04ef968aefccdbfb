import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { Tabs, type TabItem, type TabsProps } from './Tabs';
import { tabsDocs } from './stories/docs';

/** An order's detail tabs, labels from the story catalogue; closable tabs removed on close. */
function OrderTabs({
  closable = false,
  disabledHistory = false,
  ...args
}: Partial<TabsProps> & {
  closable?: boolean;
  disabledHistory?: boolean;
}) {
  const s = useStoryText();
  const all: TabItem[] = [
    { value: 'overview', label: s('tabOverview'), panel: <p>{s('overviewText')}</p> },
    { value: 'items', label: s('tabItems'), panel: <input aria-label={s('memo')} />, closable },
    { value: 'history', label: s('tabHistory'), panel: <p>{s('historyText')}</p>, disabled: disabledHistory, closable },
    { value: 'files', label: s('tabFiles'), panel: <p>{s('filesText')}</p>, closable },
  ];
  const [open, setOpen] = useState(all.map((t) => t.value));
  return (
    <Tabs
      aria-label={s('tabsLabel')}
      {...args}
      tabs={all.filter((t) => open.includes(t.value))}
      onClose={(v) => {
        args.onClose?.(v);
        setOpen((o) => o.filter((x) => x !== v));
      }}
    />
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { tabs: [], onValueChange: fn(), onClose: fn() },
  render: (args) => <OrderTabs {...args} />,
  parameters: tabsDocs,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .map((t) => t.textContent?.replace('×', ''));

export const Automatic: Story = {
  name: 'Automatic activation: keyboard and pointer',
  play: async ({ args, canvas, step }) => {
    const tabs = canvas.getAllByRole('tab');
    await step('one tab stop: Tab lands on the selected tab', async () => {
      await userEvent.tab();
      await expect(tabs[0]).toHaveFocus();
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.slice(1).every((t) => t.tabIndex === -1)).toBe(true);
    });
    await step('arrows move and select, with wrap; Home and End', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs[1]).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('items');
      await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(/품목|Items/);
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(tabs[3]).toHaveFocus();
      await userEvent.keyboard('{Home}');
      await expect(tabs[0]).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('files');
    });
    await step('a click selects; the panel is next in the tab order', async () => {
      await userEvent.click(tabs[1]!);
      await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    });
  },
};

export const Manual: Story = {
  name: 'Manual activation, a disabled tab skipped',
  args: { activation: 'manual' },
  render: (args) => <OrderTabs {...args} disabledHistory />,
  play: async ({ args, canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[3]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('files');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('items');
    await userEvent.click(tabs[2]!);
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'false');
  },
};

export const Closable: Story = {
  name: 'Closable: Delete or the close mark',
  render: (args) => <OrderTabs {...args} closable />,
  play: async ({ args, canvas, step }) => {
    const list = canvas.getByRole('tablist');
    await step('Delete on the selected tab closes it; the next one takes selection and focus', async () => {
      const items = canvas.getByRole('tab', { name: /품목|Items/ });
      await userEvent.click(items);
      await expect(items).toHaveAttribute('aria-keyshortcuts', 'Delete');
      await userEvent.keyboard('{Delete}');
      await expect(args.onClose).toHaveBeenLastCalledWith('items');
      await expect(tabNames(list)).toHaveLength(3);
      const history = canvas.getByRole('tab', { name: /이력|History/ });
      await expect(history).toHaveFocus();
      await expect(history).toHaveAttribute('aria-selected', 'true');
    });
    await step('a tab that is not closable ignores Delete', async () => {
      canvas.getByRole('tab', { name: /개요|Overview/ }).focus();
      await userEvent.keyboard('{Delete}');
      await expect(tabNames(list)).toHaveLength(3);
    });
    await step('the close mark closes with the pointer', async () => {
      const files = canvas.getByRole('tab', { name: /첨부|Files/ });
      await userEvent.click(files.querySelector('[aria-hidden="true"]')!);
      await expect(args.onClose).toHaveBeenLastCalledWith('files');
      await expect(tabNames(list)).toHaveLength(2);
    });
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => <OrderTabs {...args} closable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Order details' })).toBeInTheDocument();
    const close = canvas.getByRole('tab', { name: 'Items' }).querySelector('[title]');
    await expect(close).toHaveAttribute('title', 'Close the Items tab (Delete)');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  render: (args) => <OrderTabs {...args} closable />,
};
