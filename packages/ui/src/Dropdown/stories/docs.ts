// The Dropdown's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const dropdownDocs = componentDocs({
  summary: `
A select-only combobox (WAI-ARIA APG): arrows, Home/End, PageUp/PageDown, type-ahead, Enter and
Space, Esc and Tab, with its list in a Radix popover that works inside modals. The value is
always a listed code: a pasted code or label is taken, anything else is refused with its message.`,
  usage: `
<FormItem name="unitCd" label={t('items.unit')}>
  <Dropdown codeGroup="UNIT" />
</FormItem>`,
  texts: [
    ['choice.placeholder', 'before a choice'],
    ['choice.listLabel', 'the list of options'],
    ['choice.loading', 'while the code list loads'],
    ['choice.loadFailed', 'when it cannot be loaded'],
  ],
  codes: [['MROCM0009', 'a pasted value that is not in the list']],
  dos: ["use it where the look must match the grid's editors or labels need styling."],
  donts: ['let users type free text into it: it only ever holds a listed code.'],
});
