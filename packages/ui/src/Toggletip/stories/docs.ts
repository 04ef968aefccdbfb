// The Toggletip's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const toggletipDocs = componentDocs({
  summary: `
A small "i" button that shows a short explanation on click, Enter or Space (not on hover), and
announces it; Esc or a click elsewhere closes it. For help a user asks for, such as the login
trouble tip.`,
  usage: `
<Toggletip label={t('login.troubleTitle')}>{t('login.trouble')}</Toggletip>`,
  dos: ['keep the text to a sentence or two.'],
  donts: ['put a link or a form inside: use a popover or a modal.'],
});
