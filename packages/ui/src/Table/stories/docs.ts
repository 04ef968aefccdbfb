// The Table's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const tableDocs = componentDocs({
  summary: `
A static, semantic \`<table>\` for read-only lists: a visible caption names it, headers have
\`scope="col"\`. A \`sortable\` column's header is a button; the sorted column's header carries
\`aria-sort\` (ascending, descending) and an arrow; strings sort by the locale's collation (가나다,
numbers inside text as numbers), empty values last; \`serverSort\` shows rows as given. With
\`maxHeight\` the body scrolls under a sticky header in a focusable, named scroll box. \`rowHref\`
makes each row a link: a real \`<a>\` in its first cell (keyboard, new tab, screen readers), and a
plain click anywhere else on the row follows it. Below 480 px of box (a container query, so a
narrow column counts as much as a phone) each row stacks, every cell labelled by its header.
For editing, paging and thousands of rows use \`DataGrid\`.`,
  usage: `
<Table
  caption={t('orders.recent')}
  rowKey={(o) => o.ordNo}
  rowHref={(o) => \`/orders/\${o.ordNo}\`}
  columns={[
    { key: 'ordNo', header: t('orders.no'), sortable: true },
    { key: 'amount', header: t('orders.amount'), align: 'end', render: (o) => formatCurrency(o.amount) },
    { key: 'status', header: t('orders.status'), render: (o) => <StatusLabel approval={o.status} /> },
  ]}
  rows={orders}
/>`,
  texts: [['table.empty', 'when there are no rows']],
  dos: ['give every table a caption.', 'right-align amounts and quantities (`align: "end"`).'],
  donts: ["put buttons for the row's main action in a cell: use `rowHref`.", 'use it for editable rows.'],
});
