// The Tooltip's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const tooltipDocs = componentDocs({
  summary: `
A short description of a control (WAI-ARIA APG tooltip): shown 300 ms after the pointer rests on
it and at once on keyboard focus; the control is described by it (\`aria-describedby\`). It stays
while the pointer moves onto it (a 100 ms grace), hides on leaving or blur, and Esc hides it
until the next hover or focus (WCAG 1.4.13). Never focusable, no controls inside; not shown on
touch — for information a user must be able to reach on a phone, or that holds a link, use a
Toggletip. The child is one element that takes a ref and pointer and focus handlers (a Button, a
link, an input); its own handlers still run. Rendered in the overlay container (inside a modal
when in one), above the control, or below when there is no room.`,
  usage: `
<Tooltip content={t('orders.excelHint')}>
  <Button variant="secondary" onClick={download}>{t('common.excel')}</Button>
</Tooltip>`,
  dos: ['keep it to one sentence that adds to the label.', 'give an icon-only button its name with aria-label first.'],
  donts: ['put the only copy of essential information in it.', 'put links or buttons in it.'],
});
