import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useMro } from '../MroProvider';
import { Pagination } from './Pagination';
import { paginationDocs } from './stories/docs';

const meta = {
  title: 'Inputs/Pagination',
  component: Pagination,
  args: { totalCount: 1234, onPageChange: fn(), pageSizeOptions: [20, 50, 100] },
  render: (args) => {
    const [size, setSize] = useState(args.pageSize ?? 50);
    return <Pagination {...args} pageSize={size} onPageSizeChange={setSize} />;
  },
  parameters: paginationDocs,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Navigation: Story = {
  play: async ({ args, canvas, step }) => {
    const pages = () => canvas.getAllByRole('button', { name: /^\d+ 페이지$|^Page \d+$/ }).map((b) => b.textContent);
    await step('a window of 10 page numbers, page size 50 by default', async () => {
      await expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      await expect(canvas.getByRole('combobox')).toHaveValue('50');
      await expect(canvas.getByRole('button', { name: /1 페이지|Page 1/ })).toHaveAttribute('aria-current', 'page');
    });
    await step('next, last and previous; one page change reported after rapid clicks', async () => {
      const next = canvas.getByRole('button', { name: /다음 페이지|Next page/ });
      await userEvent.click(next);
      await userEvent.click(next);
      await waitFor(() => expect(args.onPageChange).toHaveBeenCalledTimes(1));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
      await userEvent.click(canvas.getByRole('button', { name: /마지막 페이지|Last page/ }));
      await expect(pages()).toEqual(['21', '22', '23', '24', '25']);
      await expect(canvas.getByRole('button', { name: /다음 페이지|Next page/ })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: /첫 페이지|First page/ }));
      await expect(pages()[0]).toBe('1');
    });
    await step('changing the page size', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox'), '100');
      await expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      await userEvent.click(canvas.getByRole('button', { name: /마지막 페이지|Last page/ }));
      await expect(pages()).toEqual(['11', '12', '13']);
    });
  },
};

export const Empty: Story = { args: { totalCount: 0 } };

function PerClass(props: Parameters<typeof Pagination>[0]) {
  const { themeClasses } = useMro();
  // Four navigation landmarks on one page need four names.
  return <Pagination {...props} aria-label={themeClasses.join(' ')} />;
}

export const AllClasses: Story = {
  name: 'All four classes',
  parameters: { mro: { allClasses: true } },
  args: { totalCount: 320 },
  render: (args) => <PerClass {...args} />,
};
