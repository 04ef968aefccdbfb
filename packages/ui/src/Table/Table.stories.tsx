import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useStoryText } from '../../../../.storybook/story-helpers';
import { StatusLabel } from '../StatusLabel';
import { Table } from './Table';
import type { TableSort } from './tableCore';
import { tableDocs } from './stories/docs';

interface Order {
  no: string;
  item: { ko: string; en: string };
  amount: number;
  status: number;
  date: string;
}

const ORDERS: Order[] = [
  { no: 'PO-2026-0012', item: { ko: '안전장갑', en: 'Safety gloves' }, amount: 125000, status: 3, date: '2026-11-20' },
  {
    no: 'PO-2026-0009',
    item: { ko: '니트릴 장갑', en: 'Nitrile gloves' },
    amount: 48000,
    status: 2,
    date: '2026-11-18',
  },
  { no: 'PO-2026-0015', item: { ko: '방진 마스크', en: 'Dust mask' }, amount: 9800, status: 1, date: '2026-11-24' },
  { no: 'PO-2026-0003', item: { ko: '보안경', en: 'Safety glasses' }, amount: 310000, status: 7, date: '2026-11-02' },
  { no: 'PO-2026-0011', item: { ko: '안전화', en: 'Safety shoes' }, amount: 89000, status: 6, date: '2026-11-19' },
];

interface DemoProps {
  width?: number;
  maxHeight?: string;
  rows?: Order[];
  linked?: boolean;
  /** The search found nothing: the screen's own words, the caption for screen readers only. */
  searched?: boolean;
  onSortChange?: (sort: TableSort) => void;
  onNavigate?: (href: string) => void;
}

/** Recent orders, as a buyer's home shows them; a click on a row link is caught like a router does. */
function Orders({
  width = 720,
  maxHeight,
  rows = ORDERS,
  linked = true,
  searched,
  onSortChange,
  onNavigate,
}: DemoProps) {
  const s = useStoryText();
  const lang = useTranslation('ui').i18n.language === 'en' ? 'en' : 'ko';
  const money = new Intl.NumberFormat(lang === 'ko' ? 'ko-KR' : 'en-US');
  return (
    <div
      style={{ width }}
      onClickCapture={(e) => {
        const link = (e.target as Element).closest('a');
        if (link && onNavigate) {
          e.preventDefault();
          onNavigate(link.getAttribute('href')!);
        }
      }}
    >
      <Table<Order>
        caption={s('ordersCaption')}
        hideCaption={searched}
        empty={searched ? s('ordersNotFound') : undefined}
        rowKey={(o) => o.no}
        rowHref={linked ? (o) => `#/orders/${o.no}` : undefined}
        maxHeight={maxHeight}
        onSortChange={onSortChange}
        columns={[
          { key: 'no', header: s('orderNo'), sortable: true },
          {
            key: 'item',
            header: s('orderItem'),
            sortable: true,
            render: (o) => o.item[lang],
            sortValue: (o) => o.item[lang],
          },
          {
            key: 'amount',
            header: s('orderAmount'),
            sortable: true,
            align: 'end',
            render: (o) => money.format(o.amount),
          },
          { key: 'status', header: s('orderStatus'), render: (o) => <StatusLabel approval={o.status} /> },
          { key: 'date', header: s('orderDate'), sortable: true },
        ]}
        rows={rows}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Table',
  component: Orders,
  // The props table of the component itself (the story renders it through a demo with sample orders).
  subcomponents: { Table } as Meta['subcomponents'],
  args: { onSortChange: fn(), onNavigate: fn() },
  parameters: tableDocs,
} satisfies Meta<typeof Orders>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')!.textContent);

export const SortAndLinks: Story = {
  name: 'Sorting by keyboard and pointer, rows as links',
  play: async ({ args, canvas, step }) => {
    const table = canvas.getByRole('table', { name: /최근 주문|Recent orders/ });
    const header = (name: RegExp) => canvas.getByRole('columnheader', { name });
    await step('semantic: caption names it, headers are column headers, no aria-sort before sorting', async () => {
      await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
      await expect(canvas.getAllByRole('columnheader').some((h) => h.hasAttribute('aria-sort'))).toBe(false);
    });
    await step('Enter on a header button sorts ascending, again descending', async () => {
      canvas.getByRole('button', { name: /금액|Amount/ }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(header(/금액|Amount/)).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstColumn(table)[0]).toBe('PO-2026-0015');
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'ascending' });
      await userEvent.keyboard(' ');
      await expect(header(/금액|Amount/)).toHaveAttribute('aria-sort', 'descending');
      await expect(firstColumn(table)[0]).toBe('PO-2026-0003');
    });
    await step('a click on another header moves aria-sort there', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /주문번호|Order no/ }));
      await expect(header(/주문번호|Order no/)).toHaveAttribute('aria-sort', 'ascending');
      await expect(header(/금액|Amount/)).not.toHaveAttribute('aria-sort');
      await expect(firstColumn(table)).toEqual([
        'PO-2026-0003',
        'PO-2026-0009',
        'PO-2026-0011',
        'PO-2026-0012',
        'PO-2026-0015',
      ]);
    });
    await step('a row is a link: its link by keyboard, or a click anywhere on the row', async () => {
      const link = canvas.getByRole('link', { name: 'PO-2026-0012' });
      link.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onNavigate).toHaveBeenLastCalledWith('#/orders/PO-2026-0012');
      await userEvent.click(within(canvas.getAllByRole('row')[1]!).getByText(/보안경|Safety glasses/));
      await expect(args.onNavigate).toHaveBeenLastCalledWith('#/orders/PO-2026-0003');
    });
  },
};

export const StickyHeader: Story = {
  name: 'Sticky header in a scroll box',
  args: { maxHeight: '160px' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: /최근 주문|Recent orders/ });
    await expect(box).toHaveAttribute('tabindex', '0');
    box.focus();
    box.scrollTop = 80;
    const head = canvas.getAllByRole('columnheader')[0]!;
    await expect(Math.round(head.getBoundingClientRect().top)).toBe(Math.round(box.getBoundingClientRect().top + 1));
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (375 px): rows stacked',
  args: { width: 343 },
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row')[1]!;
    const cells = row.querySelectorAll('td');
    // One cell under another, each labelled by its header.
    await expect(cells[1]!.getBoundingClientRect().top).toBeGreaterThan(cells[0]!.getBoundingClientRect().top);
    await expect(getComputedStyle(cells[1]!, '::before').content).toMatch(/품목|Item/);
    await expect(canvas.getByRole('table').getBoundingClientRect().width).toBeLessThanOrEqual(343);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell')).toHaveTextContent(/조회된 데이터가 없습니다|No data to show/);
  },
};

export const EmptySearch: Story = {
  name: 'Empty search: its own words, caption for screen readers only',
  args: { rows: [], searched: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell')).toHaveTextContent(/검색 조건에 맞는 주문이 없습니다|No orders match/);
    // Still named by its caption, which takes no room.
    const table = canvas.getByRole('table', { name: /최근 주문|Recent orders/ });
    await expect(table.querySelector('caption')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Item/ }));
    const table = canvas.getByRole('table', { name: 'Recent orders' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Dust mask');
  },
};

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { width: 250 },
};
