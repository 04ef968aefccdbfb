// The Button's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const buttonDocs = componentDocs({
  summary: `
The product's button: primary, secondary, ghost and danger variants in three sizes, an optional
icon, a busy state (\`loading\`: disabled, a spinner and "Processing" for assistive technology)
and the spec's click lock: a second click within 500 ms of an accepted one is ignored, so a
double click never sends twice. A \`type="submit"\` button submits its form like a native one.`,
  usage: `
<Button onClick={save} loading={saving}>{t('common.save')}</Button>
<Button variant="secondary" size="sm" onClick={() => setOpen(true)}>{t('regist.companySearch')}</Button>`,
  texts: [['button.loading', 'announced while `loading`']],
  dos: ['use one primary button per area: the action the screen is for.', 'give an icon-only button an `aria-label`.'],
  donts: [
    'chain a second handler by hand to block double clicks: `clickLockMs` (default 500) does it.',
    'style a link as a button for navigation: use a link.',
  ],
});
