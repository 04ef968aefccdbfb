// The SearchBox's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const searchBoxDocs = componentDocs({
  summary: `
The search conditions above a list: a \`FormBox\` laid out in columns, with Search and Reset.
Search checks the conditions with their rules (the same schema the server applies) and, when
the list below holds unsaved edits, asks first; only valid conditions reach \`onSearch\`. Rows past
the second fold behind a toggle (spec). Enter in a field searches once, also the Enter that ends a
Korean syllable (after it is committed); a Japanese candidate's Enter does not (decision 0026).`,
  usage: `
const form = useFormBox<Conditions>({ schema: SEARCH_SCHEMA, defaultValues: { period: lastMonth, searchText: '' } });
<SearchBox form={form} onSearch={runSearch} aria-label={t('returns.search')}>
  <FormItem name="period" label={t('returns.period')} span={2}>
    <DateRangePicker label={t('returns.period')} required maxYears={1} />
  </FormItem>
  <FormItem name="searchText" label={t('returns.searchText')}>
    <TextField maxLength={100} />
  </FormItem>
</SearchBox>`,
  texts: [
    ['searchBox.search', 'the search button'],
    ['searchBox.reset', 'the reset button'],
    ['searchBox.expand', 'the toggle of the folded rows'],
  ],
  codes: [['PICMCM0026', 'searching again over unsaved edits in the list']],
  dos: ["declare the conditions' rules once in `@mro/rules` and give the same schema to the server."],
  donts: ['validate conditions in `onSearch`: it receives only valid ones.'],
});
