// The Descriptions' docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const descriptionsDocs = componentDocs({
  summary: `
Read-only term/detail pairs (an order's header, a supplier's details) as a \`<dl>\`: pairs in
\`columns\` (default 2, as the form box), each term in the form's label width, one column below
480 px of box (a container query). A pair may \`span\` columns. An empty detail shows an en dash
and is read as "empty".`,
  usage: `
<Descriptions
  items={[
    { term: t('order.no'), detail: order.ordNo },
    { term: t('order.status'), detail: <StatusLabel approval={order.status} /> },
    { term: t('order.address'), detail: order.address, span: 2 },
  ]}
/>`,
  texts: [['descriptions.empty', 'read for an empty detail']],
  dos: ['use it for values a user reads, not edits (a form box edits).'],
  donts: ['put controls in the details beyond a link or a status label.'],
});
