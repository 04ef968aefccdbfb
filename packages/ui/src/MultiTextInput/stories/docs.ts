// The MultiTextInput's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const multiTextInputDocs = componentDocs({
  summary: `
Several values in one field (order numbers, item codes pasted from a spreadsheet column): the
text is split on spaces, line breaks, tabs and commas into removable chips when the user presses
Enter, types a separator or leaves the field. Duplicates and values past \`maxItems\` are refused
and said (which ones), the rest kept. The value is a comma string (default) or, with
\`format="array"\`, a list.`,
  usage: `
<FormItem name="loadingPlaces" label={t('supplier.loadingPlaces')}>
  <MultiTextInput format="array" maxItems={10} />
</FormItem>`,
  texts: [
    ['multiText.list', 'the chips’ list'],
    ['multiText.remove', 'each chip’s remove button'],
    ['multiText.duplicate', 'values already listed'],
    ['multiText.maxItems', 'values past the most'],
  ],
  codes: [['ACMCM0002', 'empty where the rules say `required`']],
  dos: ["say the separator in the field's hint.", "set `maxItems` to the server's limit."],
  donts: ['split the string yourself: `format="array"` gives the list.'],
});
