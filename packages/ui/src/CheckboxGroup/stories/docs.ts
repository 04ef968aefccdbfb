// The CheckboxGroup's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const checkboxGroupDocs = componentDocs({
  summary: `
Checkboxes for the items of a code list (\`codeGroup\`, loaded once through the CodeListProvider)
or given \`items\`; the value is the list of checked codes. An optional "All" box checks or clears
every item and shows mixed when some are checked. The caller's rules (\`rules\`, \`messages\`)
validate the choice and the error shows under the group.`,
  usage: `
<FormItem name="envCertCds" label={t('supplier.envCert')}>
  <CheckboxGroup codeGroup="ENV_CERT" />
</FormItem>`,
  texts: [
    ['choice.all', 'the "select all" box'],
    ['choice.loading', 'while the code list loads'],
    ['choice.loadFailed', 'when it cannot be loaded'],
  ],
  codes: [['ACMCM0002', 'nothing checked where the rules say `required`']],
  dos: [
    'take the items from the code list the server validates against.',
    'lay out horizontally when the labels are short and few.',
  ],
  donts: ['use it for more than about seven items: a searchable list suits better.'],
});
