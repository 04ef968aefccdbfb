import { describe, expect, it } from 'vitest';
import { readAllPages, type PageCall } from './pagedQuery';

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));

function server(all: { id: number }[]) {
  const asked: { pageNo: number; pageSize: number }[] = [];
  const fetchPage: PageCall<{ id: number }> = async (page) => {
    asked.push(page);
    const pages = all.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize);
    return { ok: true, status: 200, data: { pages, totalCount: all.length } };
  };
  return { asked, fetchPage };
}

describe('readAllPages (the Excel export of a whole search, page by page)', () => {
  it('reads every page of the search, not only the loaded one', async () => {
    const { asked, fetchPage } = server(rowsOf(1_203));
    const rows = await readAllPages(fetchPage, 500);
    expect(rows).toHaveLength(1_203);
    expect(rows.at(-1)).toEqual({ id: 1_203 });
    expect(asked.map((p) => p.pageNo)).toEqual([1, 2, 3]);
  });

  it('stops at the total (no empty page asked) and answers [] for an empty search', async () => {
    const full = server(rowsOf(1_000));
    expect(await readAllPages(full.fetchPage, 500)).toHaveLength(1_000);
    expect(full.asked).toHaveLength(2);
    expect(await readAllPages(server([]).fetchPage, 500)).toEqual([]);
  });

  it('a failed page throws (the presenter showed why)', async () => {
    const fetchPage: PageCall<{ id: number }> = async ({ pageNo }) =>
      pageNo === 1
        ? { ok: true, status: 200, data: { pages: rowsOf(2), totalCount: 4 } }
        : { ok: false, failure: { kind: 'network', message: 'down' } as never };
    await expect(readAllPages(fetchPage, 2)).rejects.toThrow();
  });
});
