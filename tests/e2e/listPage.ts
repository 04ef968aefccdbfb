/**
 * A list screen as the e2e specs drive it (decision 0089: every list screen is common/GridList):
 * its tab panel, grid, search box and toolbar buttons, a search run through the box answering the
 * server's first page, and the screen opened as a signed-in user with its first page loaded. A
 * spec adds what its screen has of its own (`{ ...listScreen(…), open(…) }`).
 */
import { expect, type Page, type Response, type TestInfo } from '@playwright/test';
import { clickLock, signInByApi, uiTexts } from './helpers';

/** The first page of a search as the server answers it. */
export interface PageAnswer<Row = object> {
  pages: Row[];
  totalCount: number;
}

/** The data of a search's answer. */
export const searchAnswer = async <Answer = PageAnswer>(response: Promise<Response>): Promise<Answer> =>
  ((await (await response).json()) as { data: Answer }).data;

/** A message's placeholders filled as the portal fills them (helpers.ts). */
export { fill } from './helpers';

/** The parts every list screen has: `t` is its texts (`grid` and `search` name the grid and the box). */
export function listScreen<T extends { grid: string; search: string }>(
  page: Page,
  info: TestInfo,
  t: T,
  isSearch: (response: Response) => boolean,
) {
  const ui = uiTexts(info);
  const panel = page.getByRole('tabpanel');
  const grid = panel.getByRole('grid', { name: t.grid });
  const form = panel.getByRole('search', { name: t.search });
  return {
    t,
    ui,
    panel,
    grid,
    form,
    /** The grid's rows holding `text` (a record's number). */
    row: (text: string) => grid.getByRole('row').filter({ hasText: text }),
    /** A button of the list's toolbar (or anywhere in the panel). */
    button: (name: string) => panel.getByRole('button', { name, exact: true }),
    /** A button of the page heading's actions (issue 41 item 14). */
    headingButton: (name: string) => page.locator('[data-page-actions]').getByRole('button', { name, exact: true }),
    /** Empties the search box (the conditions it opens with). */
    async reset() {
      await form.getByRole('button', { name: ui.searchBox.reset, exact: true }).click();
    },
    /** Shows the conditions behind "More conditions". */
    async expand() {
      const toggle = form.getByRole('button', { name: ui.searchBox.expand });
      if (await toggle.isVisible()) await toggle.click();
    },
    /** Runs the search box's search (after `fill`) and answers the server's first page. */
    async search<Answer = PageAnswer>(fillIn?: () => Promise<unknown>): Promise<Answer> {
      if (fillIn) await fillIn();
      await clickLock(page);
      const answered = page.waitForResponse(isSearch);
      await form.getByRole('button', { name: ui.searchBox.search, exact: true }).click();
      return searchAnswer<Answer>(answered);
    },
  };
}

/** How a spec opens its list: who, in which system, at which address, and its screen's parts. */
export interface ListOpening<Screen, Answer = PageAnswer> {
  loginId?: string;
  system: Parameters<typeof signInByApi>[3];
  path: string;
  isSearch: (response: Response) => boolean;
  screen: (page: Page, info: TestInfo) => Screen;
  /** The type of the first page's answer (never set). */
  answer?: Answer;
}

/**
 * Signs in (through the API: signing in by the form is the portal spec's subject), opens the list
 * and waits for its first page; the grid then holds that page's rows (at most 100).
 */
export async function openScreen<
  Screen extends { grid: ReturnType<Page['getByRole']> },
  Answer extends { totalCount: number },
>(page: Page, info: TestInfo, opening: ListOpening<Screen, Answer>): Promise<{ s: Screen; data: Answer }> {
  if (opening.loginId) await signInByApi(page, info, opening.loginId, opening.system);
  const first = page.waitForResponse(opening.isSearch);
  await page.goto(opening.path);
  const data = await searchAnswer<Answer>(first);
  const s = opening.screen(page, info);
  await expect(s.grid).toHaveAttribute('aria-rowcount', String(Math.min(data.totalCount, 100) + 1));
  return { s, data };
}
