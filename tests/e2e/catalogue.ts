// The catalogue's results as a buyer sees them (issue 57, decision 0096): cards by default, a rich
// list, or the grid, the choice kept on the browser. Helpers for the specs that use them.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { texts } from './helpers';

export type CatalogueView = 'cards' | 'list' | 'grid';

/** Chooses how the results show (the radio of the results' toolbar). */
export async function showCatalogueAs(page: Page, info: TestInfo, view: CatalogueView) {
  const t = texts(info).catalog;
  await page
    .getByRole('tabpanel')
    .getByRole('radiogroup', { name: t.viewLabel })
    .getByRole('radio', { name: t.view[view], exact: true })
    .check();
}

/** The cards (or the list's rows) of the results. */
export const resultCards = (page: Page, info: TestInfo): Locator =>
  page
    .getByRole('tabpanel')
    .getByRole('list', { name: texts(info).catalog.grid })
    .getByRole('listitem');

/** Opens the detail of the first result by its name (cards or list). */
export async function openFirstResult(page: Page, info: TestInfo) {
  await resultCards(page, info).first().getByRole('button').first().click();
  return page.getByRole('dialog');
}
