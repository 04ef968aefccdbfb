import { describe, expect, it } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MroProvider, OverlayProvider, useGridRows } from '@mro/ui';
import { allRowsQuery, pagedQuery, patchPages, type Page } from './pagedQuery';
import { usePagedSearch } from './usePagedSearch';

interface Row {
  id: string;
  stat: string;
}

const ALL: Row[] = [
  { id: 'a', stat: 'REQ' },
  { id: 'b', stat: 'REQ' },
  { id: 'c', stat: 'REQ' },
];

function setup({ exportFails = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked: number[] = [];
  const query = ({ conditions }: { conditions: string }) =>
    pagedQuery<Row>({
      queryKey: ['rows', conditions],
      pageSize: 2,
      fetchPage: async ({ pageNo, pageSize }) => {
        asked.push(pageNo);
        const pages = ALL.slice((pageNo - 1) * pageSize, pageNo * pageSize);
        return { ok: true, status: 200, data: { pages, totalCount: ALL.length } };
      },
    });
  const exportQuery = ({ conditions }: { conditions: string }) =>
    allRowsQuery<Row>({
      queryKey: ['rows', 'export', conditions],
      fetchAll: async () => {
        if (exportFails) throw new Error('refused');
        return ALL.filter((r) => conditions === 'all' || r.stat === conditions);
      },
    });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MroProvider locale="en">
      <OverlayProvider>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </OverlayProvider>
    </MroProvider>
  );
  const hook = renderHook(
    () => {
      const rows = useGridRows<Row>({ rows: [], rowKey: (r) => r.id });
      const search = usePagedSearch<string, Row, Row>({
        rows,
        query,
        rowOf: (r) => r,
        opening: 'all',
        follow: (r) => r.id,
        refusal: (conditions) => (conditions === 'too long' ? 'PICMCM0024' : null),
        exportQuery,
      });
      return { rows, search };
    },
    { wrapper },
  );
  return { queryClient, asked, hook };
}

describe('usePagedSearch on the query cache', () => {
  it('opens with its first page, pages on with the next, and follows a row written into the cache', async () => {
    const { queryClient, asked, hook } = setup();
    await waitFor(() => expect(hook.result.current.search.last).not.toBeNull());
    expect(hook.result.current.rows.size).toBe(2);
    expect(hook.result.current.search.totalCount).toBe(3);
    expect(hook.result.current.search.hasMore).toBe(true);

    let more: Row[] = [];
    await act(async () => void (more = await hook.result.current.search.loadMore()));
    expect(more.map((r) => r.id)).toEqual(['c']);
    expect(asked).toEqual([1, 2]);

    // A decision's answer written into the cache shows in the grid (its saved point), no row patched by hand.
    act(() =>
      queryClient.setQueriesData<InfiniteData<Page<Row>, number>>({ queryKey: ['rows'] }, (data) =>
        patchPages(
          data,
          (r) => r.id === 'b',
          (r) => ({ ...r, stat: 'APPROVED' }),
        ),
      ),
    );
    await waitFor(() => expect(hook.result.current.rows.row('b')?.stat).toBe('APPROVED'));
    expect(hook.result.current.rows.isDirty).toBe(false);
  });

  it('asks the server again when a search runs again', async () => {
    const { asked, hook } = setup();
    await waitFor(() => expect(hook.result.current.search.last).not.toBeNull());
    await act(async () => void (await hook.result.current.search.run('all')));
    expect(asked).toEqual([1, 1]);
  });

  it('refuses conditions the screen refuses with their message, and asks nothing', async () => {
    const { asked, hook } = setup();
    await waitFor(() => expect(hook.result.current.search.last).not.toBeNull());
    let ran: Promise<boolean> | undefined;
    act(() => void (ran = hook.result.current.search.run('too long')));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: /ok/i }));
    await act(async () => void (await ran));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await ran).toBe(false);
    expect(asked).toEqual([1]);
    expect(hook.result.current.search.last?.conditions).toBe('all');
  });

  it('exports every row of the last search that ran, or null when the call fails', async () => {
    const { hook } = setup();
    expect(await hook.result.current.search.exportRows()).toEqual([]);
    await waitFor(() => expect(hook.result.current.search.last).not.toBeNull());
    expect((await hook.result.current.search.exportRows())?.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    const failing = setup({ exportFails: true });
    await waitFor(() => expect(failing.hook.result.current.search.last).not.toBeNull());
    expect(await failing.hook.result.current.search.exportRows()).toBeNull();
  });
});
