import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messagePattern } from '../../../../.storybook/story-helpers';

import { Demo, sampleItems } from './stories/GridDemo';
import { cellText, COL, rowCount } from './stories/gridPlay';
import { dataGridDocs } from './stories/docs';

/** The grid's Excel bar: download (of the rows in view or a whole search) and upload. */
const meta = {
  title: 'Grid/DataGrid/Excel',
  component: Demo,
  args: { count: 200, onChanges: fn() },
  parameters: dataGridDocs,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fixture = async (name: string, type = '') => {
  const bytes = await (await fetch(new URL(`./fixtures/${name}`, import.meta.url).href)).arrayBuffer();
  return new File([bytes], name, { type });
};

export const ExcelExport: Story = {
  name: 'Excel export',
  globals: { themeClass: 'buyer' },
  args: { count: 30, excel: true, saveBlob: fn() },
  play: async ({ args, canvas, step }) => {
    await step('the download writes the visible columns with their headers; the file reads back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
      await waitFor(() => expect(args.saveBlob).toHaveBeenCalled(), { timeout: 10_000 });
      const [blob, name] = (args.saveBlob as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
      await expect(name).toMatch(/\.xlsx$/);
      const { readSpreadsheet } = await import('@mro/excel/sheet');
      const read = readSpreadsheet(new Uint8Array(await blob.arrayBuffer()), { fileName: name, headerRows: 0 });
      if (!read.ok) throw new Error(read.code);
      await expect(read.rows).toHaveLength(31);
      const headers = Object.values(read.rows[0]!);
      await expect(headers).toHaveLength(10);
      await expect(headers[0]).toMatch(/품목코드|Item code/);
      await expect(headers[9]).toMatch(/비고|Memo/);
      const first = sampleItems(1)[0]!;
      await expect(read.rows[1]).toMatchObject({ A: first.id, B: first.name, C: String(first.qty) });
      // Dates go as dates and come back as yyyy-MM-dd; units as their labels.
      await expect(read.rows[1]!.F).toBe(`${first.due!.slice(0, 4)}-${first.due!.slice(4, 6)}-${first.due!.slice(6)}`);
      await expect(read.rows[1]!.E).toMatch(/^(개|박스|세트|ea|box|set)$/);
    });
  },
};

export const ExcelExportEmpty: Story = {
  name: 'Excel export of an empty grid',
  globals: { themeClass: 'buyer' },
  args: { count: 0, excel: true, saveBlob: fn(), searched: true },
  play: async ({ args, canvas, canvasElement }) => {
    // Issue 41: with the Excel bar above the grid, "no data" sat behind the header row.
    const empty = canvas.getByText(messagePattern('PICMCM0024'));
    const header = canvas.getAllByRole('columnheader')[0]!;
    await expect(empty.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom);
    await userEvent.click(canvas.getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(messagePattern('APUDM0007'));
    await userEvent.keyboard('{Enter}');
    await expect(args.saveBlob).not.toHaveBeenCalled();
  },
};

export const ExcelImport: Story = {
  name: 'Excel and CSV import',
  globals: { themeClass: 'buyer' },
  args: { count: 5, excel: true },
  play: async ({ canvas, canvasElement, step }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    /** The names of the last n rows (scrolled into view first: the grid draws only what is in view). */
    const lastNames = async (n: number) => {
      const grid = canvas.getByRole('grid');
      grid.scrollTop = grid.scrollHeight;
      const total = rowCount(canvas) - 1;
      await waitFor(() => expect(cellText(canvasElement, total, COL.name)).not.toBe(''));
      return Array.from({ length: n }, (_, i) => cellText(canvasElement, total - n + 1 + i, COL.name));
    };
    const importAndCheck = async (file: File, before: number) => {
      await userEvent.upload(input, file);
      await waitFor(() => expect(rowCount(canvas)).toBe(before + 3), { timeout: 10_000 });
    };
    await step('.xlsx: three lines become new rows; refused cells are reported and left empty', async () => {
      await importAndCheck(await fixture('order-lines.xlsx'), 6);
      await expect(await canvas.findByText(messagePattern('PICMCM0039', { min: 0 }))).toBeVisible();
      await expect(await lastNames(3)).toEqual(['똠양꿍 소스', '뷁 테스트 부품', '게이트 밸브']);
    });
    await step('UTF-8 CSV with BOM', async () => {
      await importAndCheck(await fixture('order-lines.utf8.csv', 'text/csv'), 9);
      await expect(await lastNames(3)).toEqual(['똠양꿍 소스', '뷁 테스트 부품', '게이트 밸브']);
    });
    await step('EUC-KR (CP949) CSV, UHC-only syllables included', async () => {
      await importAndCheck(await fixture('order-lines.cp949.csv', 'text/csv'), 12);
      await expect(await lastNames(3)).toEqual(['똠양꿍 소스', '뷁 테스트 부품', '게이트 밸브']);
    });
    await step('another type is refused with PICMCM0011', async () => {
      await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(messagePattern('PICMCM0011', { extension: 'txt' }));
      await userEvent.keyboard('{Enter}');
      await expect(rowCount(canvas)).toBe(15);
    });
    await step('a renamed file is refused by its content: text named .xlsx gets PICMCM0011', async () => {
      const renamed = new File(['code,name\n1,렌치\n'], 'order-lines.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
      await userEvent.upload(input, renamed);
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
      await expect(dialog).toHaveTextContent(messagePattern('PICMCM0011', { extension: 'xlsx' }));
      await userEvent.keyboard('{Enter}');
      await expect(rowCount(canvas)).toBe(15);
    });
  },
};

export const ExportOffOnMain: Story = {
  name: 'No Excel export on the main system',
  globals: { themeClass: 'main' },
  args: { count: 5, excel: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /엑셀 다운로드|Download Excel/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: /엑셀 업로드|Upload Excel/ })).toBeEnabled();
  },
};

export const ExcelExportAll: Story = {
  name: 'Excel export of a whole search',
  globals: { themeClass: 'buyer' },
  args: { count: 1000, paging: 'scroll', excel: true, exportAll: true, saveBlob: fn() },
  play: async ({ args, canvas, step }) => {
    await step('100 rows loaded; the download writes the 1,000 rows the source gives', async () => {
      await expect(rowCount(canvas)).toBe(101);
      await userEvent.click(canvas.getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
      await waitFor(() => expect(args.saveBlob).toHaveBeenCalled(), { timeout: 10_000 });
      const [blob, name] = (args.saveBlob as ReturnType<typeof fn>).mock.calls[0] as [Blob, string];
      const { readSpreadsheet } = await import('@mro/excel/sheet');
      const read = readSpreadsheet(new Uint8Array(await blob.arrayBuffer()), { fileName: name });
      if (!read.ok) throw new Error(read.code);
      await expect(read.rows).toHaveLength(1000);
      await expect(read.rows[999]!.A).toBe(sampleItems(1000)[999]!.id);
    });
  },
};

export const ButtonsInHeading: Story = {
  name: 'Excel buttons in the page heading (excel.buttonsIn)',
  globals: { themeClass: 'buyer' },
  args: { count: 30, excel: true, saveBlob: fn(), buttonsInHeading: true },
  play: async ({ args, canvasElement, step }) => {
    const heading = canvasElement.querySelector<HTMLElement>('[data-page-actions]')!;
    const grid = within(canvasElement.querySelector<HTMLElement>('.mro-grid')!.parentElement!);
    await step('the buttons sit in the given place, not above the grid', async () => {
      await expect(within(heading).getByRole('button', { name: /엑셀 다운로드|Download Excel/ })).toBeVisible();
      await expect(within(heading).getByRole('button', { name: /엑셀 업로드|Upload Excel/ })).toBeVisible();
      await expect(grid.queryByRole('button', { name: /엑셀 다운로드|Download Excel/ })).toBeNull();
    });
    await step('and still download the grid', async () => {
      await userEvent.click(within(heading).getByRole('button', { name: /엑셀 다운로드|Download Excel/ }));
      await waitFor(() => expect(args.saveBlob).toHaveBeenCalled(), { timeout: 10_000 });
    });
  },
};
