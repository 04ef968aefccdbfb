// The Combobox's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const comboboxDocs = componentDocs({
  summary: `
A text box that filters a list as one types (WAI-ARIA APG combobox with a listbox popup). Items
come from \`items\`, a code group (\`codeGroup\`, like Select) or a server (\`loadItems(query, signal)\`:
asked after 200 ms without typing, the previous request aborted). One value (\`value: string\`) or
several (\`multiple\`, \`value: string[]\`, shown as chips; Backspace in the empty box removes the last).
Listed values only, or \`freeText\`. Korean initial consonants find labels: \`ㅇㅈㅈㄱ\` finds 안전장갑,
\`안ㅈ\` works too (\`matchesKoreanSearch\` of @mro/rules). Nothing filters or commits during an IME
composition; Enter that commits a syllable neither chooses nor submits.`,
  usage: `
<FormItem name="itemCd" label={t('order.item')}>
  <Combobox loadItems={(query, signal) => api.items.search({ query }, { signal })} />
</FormItem>
<Combobox multiple codeGroup="UNIT" defaultValue={['EA', 'BOX']} />`,
  texts: [
    ['combobox.empty', 'when nothing matches'],
    ['combobox.count', 'announced while the list is open'],
    ['choice.loading', 'while a server or code list answers'],
    ['choice.loadFailed', 'when the list cannot be loaded'],
    ['combobox.selected', 'the chips of a multiple combobox'],
    ['combobox.remove', "a chip's remove button"],
    ['choice.listLabel', 'the list'],
  ],
  dos: [
    'use it for long lists (items, suppliers, people) where typing is faster than scrolling.',
    'give `loadItems` a server search that honours the AbortSignal.',
    'pass `selectedItems` for values chosen before the server listed them, so their labels show.',
  ],
  donts: [
    'use it for a handful of codes: a `Select` or `RadioGroup` shows them all at once.',
    'filter in `onChange` yourself: the query follows the text only outside a composition.',
  ],
});
