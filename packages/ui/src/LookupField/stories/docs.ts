// The LookupField's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const lookupFieldDocs = componentDocs({
  summary: `
A value chosen elsewhere (a company in a search popup, files in an attachment popup): the chosen
item's name read-only, a button that opens the search (also Enter, Space or ArrowDown in the
field), and clear. \`searchAriaLabel\` names a short button ("Attach") after its field when several
stand together.`,
  usage: `
<FormItem name="cpCd" label={t('regist.company')}>
  <LookupField displayValue={cpNm} onSearch={() => setPopup('company')}
    searchLabel={t('regist.companySearch')} clearable />
</FormItem>`,
  texts: [
    ['lookup.search', 'the default button text'],
    ['lookup.placeholder', 'before a choice'],
    ['field.clear', 'the clear button'],
  ],
  dos: ['say in the button what it searches ("Company search").'],
  donts: ["let users type into it: the value is always a chosen item's code."],
});
