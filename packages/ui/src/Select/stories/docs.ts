// The Select's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const selectDocs = componentDocs({
  summary: `
A native select of a code list's items (\`codeGroup\`) or given \`items\`: the platform's keyboard,
type-ahead and mobile pickers. The empty first option reads "Select" in forms, "All" in search
boxes, or is left out. Read-only shows only the current choice and stays focusable.`,
  usage: `
<FormItem name="rpreTypeCd" label={t('supplier.rpreType')}>
  <Select codeGroup="REP_TYPE" />
</FormItem>`,
  texts: [
    ['choice.placeholder', 'the empty first option in forms'],
    ['choice.all', 'the empty first option in search boxes'],
    ['choice.loading', 'while the code list loads'],
    ['choice.loadFailed', 'when it cannot be loaded'],
  ],
  codes: [['ACMCM0002', 'nothing chosen where the rules say `required`']],
  dos: ["prefer it on mobile: the platform's own picker.", 'use `emptyOption="all"` in a search box.'],
  donts: ['use it where a typed filter is needed over long lists: a `Dropdown` has type-ahead on labels.'],
});
