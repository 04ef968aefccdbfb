// The Card's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const cardDocs = componentDocs({
  summary: `
A bordered surface for one subject on a screen, with token padding, an optional \`title\` and
\`extra\` controls in its header. With a title it is a group named by its heading, not a landmark
(a screen of many cards would drown the landmarks list, and same-named cards would repeat);
\`level\` sets the heading level to fit the page outline (default 2).`,
  usage: `
<Card title={t('order.summary')} extra={<StatusLabel approval={order.status} />}>
  <Descriptions items={summaryItems} />
</Card>`,
  dos: ['give it a title when the screen has more than one card.', 'set `level` to follow the headings above it.'],
  donts: ['put a card in a card.', 'make the whole card a link: put a link in it.'],
});
