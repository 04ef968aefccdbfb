// The Pagination's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const paginationDocs = componentDocs({
  summary: `
Pages of a server's list: first, previous, a window of page numbers, next, last, and optionally a
page size. Clicks in quick succession end in one page change (100 ms, spec), and \`confirmChange\`
can keep the page (the unsaved-changes guard). A navigation landmark named for its list.`,
  usage: `
<Pagination
  totalCount={page.totalCount}
  page={pageNo}
  pageSize={50}
  onPageChange={setPageNo}
  confirmChange={() => confirmLeave('PICMCM0026')}
  aria-label={t('returns.pages')}
/>`,
  texts: [
    ['pagination.first', 'the first-page button'],
    ['pagination.previous', 'the previous-page button'],
    ['pagination.next', 'the next-page button'],
    ['pagination.last', 'the last-page button'],
  ],
  codes: [['PICMCM0026', 'changing page over unsaved edits (through `confirmChange`)']],
  dos: ['name each pagination after its list when a screen has two.'],
  donts: ['fetch on every click: `onPageChange` already waits for the clicks to stop.'],
});
