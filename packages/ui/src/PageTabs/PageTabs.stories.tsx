import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { PageTabs, pageTabIds, type PageTab } from './PageTabs';
import { pageTabsDocs } from './stories/docs';

function TabsDemo({ onActivate, onClose }: { onActivate: (key: string) => void; onClose: (key: string) => void }) {
  const text = useStoryText();
  const [tabs, setTabs] = useState<PageTab[]>([
    { key: '/', title: text('tabHome'), closable: false },
    { key: '/requests', title: text('tabRequests') },
    { key: '/returns', title: text('tabReturns') },
    { key: '/notices', title: text('tabNotices') },
  ]);
  const [active, setActive] = useState<string | null>('/requests');
  return (
    <div style={{ minHeight: 160 }}>
      <PageTabs
        idBase="demo"
        tabs={tabs}
        activeKey={active}
        onActivate={(key) => {
          onActivate(key);
          setActive(key);
        }}
        onClose={(key) => {
          onClose(key);
          const index = tabs.findIndex((t) => t.key === key);
          const rest = tabs.filter((t) => t.key !== key);
          setTabs(rest);
          if (active === key) setActive((rest[index] ?? rest[index - 1])?.key ?? null);
        }}
      />
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={pageTabIds('demo', i).panel}
          aria-labelledby={pageTabIds('demo', i).tab}
          hidden={tab.key !== active}
          style={{ padding: 12 }}
        >
          {tab.title}
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Frames/PageTabs',
  component: TabsDemo,
  args: { onActivate: fn(), onClose: fn() },
  parameters: pageTabsDocs,
} satisfies Meta<typeof TabsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  name: 'Tabs: arrows move, Delete closes',
  play: async ({ args, canvas, step }) => {
    const tabs = () => canvas.getAllByRole('tab');
    await step('the active tab is selected and the only one in the tab order', async () => {
      await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/신규 품목 요청|New item requests/);
      await expect(tabs().filter((t) => t.tabIndex === 0)).toHaveLength(1);
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/신규 품목 요청|New item requests/);
    });
    await step('ArrowRight activates the next tab, End the last, ArrowRight wraps to the first', async () => {
      canvas.getByRole('tab', { selected: true }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tabs()[2]).toHaveAttribute('aria-selected', 'true');
      await expect(tabs()[2]).toHaveFocus();
      await userEvent.keyboard('{End}{ArrowRight}');
      await expect(tabs()[0]).toHaveAttribute('aria-selected', 'true');
      await expect(args.onActivate).toHaveBeenLastCalledWith('/');
    });
    await step('Delete closes a closable tab only; the home tab stays', async () => {
      await userEvent.keyboard('{Delete}');
      await expect(args.onClose).not.toHaveBeenCalled();
      await userEvent.keyboard('{ArrowRight}{Delete}');
      await expect(args.onClose).toHaveBeenCalledWith('/requests');
      await expect(tabs()).toHaveLength(3);
    });
    await step('the close mark closes with a pointer', async () => {
      const last = tabs()[2]!;
      await userEvent.click(within(last).getByText('×'));
      await expect(args.onClose).toHaveBeenLastCalledWith('/notices');
      await expect(tabs()).toHaveLength(2);
    });
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
};
