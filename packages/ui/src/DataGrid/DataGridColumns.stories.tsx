import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { ColumnsDemo } from './stories/ColumnsDemo';
import { dataGridDocs } from './stories/docs';
import { ready } from './stories/gridPlay';

/** The user's columns: keyboard resize, the column chooser, and the state kept per user and screen. */
const meta = {
  title: 'Grid/DataGrid/Columns',
  component: ColumnsDemo,
  parameters: dataGridDocs,
} satisfies Meta<typeof ColumnsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const headers = (root: HTMLElement) =>
  [...root.querySelectorAll("[role='row'][aria-rowindex='1'] [role='columnheader']")].map((h) => h.textContent);
const widthOf = (root: HTMLElement, header: string) =>
  [...root.querySelectorAll<HTMLElement>("[role='columnheader']")].find((h) => h.textContent === header)!.offsetWidth;

export const KeyboardResize: Story = {
  name: 'Resize a column from the keyboard',
  play: async ({ canvas, canvasElement, step }) => {
    await ready(canvasElement);
    const separator = () => canvas.getByRole('separator', { name: /품목명/ });
    await step('the separator is focusable and says its width, narrowest and widest', async () => {
      separator().focus();
      await expect(separator()).toHaveFocus();
      await expect(separator()).toHaveAttribute('aria-orientation', 'vertical');
      await expect(separator()).toHaveAttribute('aria-valuenow', '180');
      await expect(separator()).toHaveAttribute('aria-valuemin', '40');
      await expect(separator()).toHaveAttribute('aria-valuemax', '800');
    });
    await step('ArrowRight widens by 10 px, ArrowLeft narrows; the focus stays on the separator', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '200'));
      await expect(widthOf(canvasElement, '품목명')).toBe(200);
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '190'));
      await expect(separator()).toHaveFocus();
    });
    await step('Home goes to the narrowest, End to the widest', async () => {
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '40'));
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(separator()).toHaveAttribute('aria-valuenow', '800'));
      await userEvent.keyboard('{Home}');
    });
  },
};

export const StateSurvivesReload: Story = {
  name: 'Widths, order and columns survive a reload',
  play: async ({ canvas, canvasElement, step }) => {
    await ready(canvasElement);
    await step('resize 수량 by keyboard, hide 단위 and move 제조사 earlier in the chooser', async () => {
      canvas.getByRole('separator', { name: /수량/ }).focus();
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await waitFor(() =>
        expect(canvas.getByRole('separator', { name: /수량/ })).toHaveAttribute('aria-valuenow', '120'),
      );
      await userEvent.click(canvas.getByRole('button', { name: /열 설정|Columns/ }));
      await userEvent.click(canvas.getByRole('checkbox', { name: '단위' }));
      await userEvent.click(canvas.getByRole('button', { name: /제조사 앞으로 이동|Move 제조사 earlier/ }));
      await userEvent.click(canvas.getByRole('button', { name: /제조사 앞으로 이동|Move 제조사 earlier/ }));
      await waitFor(() => expect(headers(canvasElement).slice(2)).toEqual(['품목코드', '품목명', '제조사', '수량']));
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByRole('button', { name: /열 설정|Columns/ })).toHaveFocus();
    });
    await step('a remount (a reload) restores them from the stored item', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /다시 열기/ }));
      await ready(canvasElement);
      await waitFor(() => expect(headers(canvasElement).slice(2)).toEqual(['품목코드', '품목명', '제조사', '수량']));
      await expect(canvas.getByRole('separator', { name: /수량/ })).toHaveAttribute('aria-valuenow', '120');
      await expect(widthOf(canvasElement, '수량')).toBe(120);
    });
    await step('reset gives the declared columns back, and so does the next reload', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /열 설정|Columns/ }));
      await userEvent.click(canvas.getByRole('button', { name: /기본 열로 되돌리기|Reset columns/ }));
      await waitFor(() =>
        expect(headers(canvasElement).slice(2)).toEqual(['품목코드', '품목명', '수량', '단위', '제조사']),
      );
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: /다시 열기/ }));
      await ready(canvasElement);
      await waitFor(() =>
        expect(canvas.getByRole('separator', { name: /수량/ })).toHaveAttribute('aria-valuenow', '90'),
      );
    });
  },
};
