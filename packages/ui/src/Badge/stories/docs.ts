// The Badge's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const badgeDocs = componentDocs({
  summary: `
A short text in one tone of the status scale (tokens \`color.status.*\`: neutral, muted, info,
progress, success, warning, danger; each text on its background at 4.5:1 or more, with a border in
the text colour). The text is required: a tone is never the only signal. For approval statuses and
row states use \`StatusLabel\`, which picks the text and the tone.`,
  usage: `
<Badge tone="warning">{t('order.dueSoon')}</Badge>`,
  dos: ['keep the text to a word or two.', 'choose the tone by meaning (success, warning…), not by colour.'],
  donts: ['use a badge without text, or colour some other element to mean a status.', 'make it a button.'],
});
