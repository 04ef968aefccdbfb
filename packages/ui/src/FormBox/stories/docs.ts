// The FormBox's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const formBoxDocs = componentDocs({
  summary: `
A form's fields in columns (two by default, one for entry pages) with their labels beside them,
bound by name (\`FormItem\`) to react-hook-form through \`useFormBox\`: the rules schema of
\`@mro/rules\` gives the required marks and the checks (the server validates the same schema), an
optional \`validate\` adds the rules across fields (the server's own function), and every refusal
of a submit shows under its field at once, the first in layout order focused and scrolled into
view. Errors are message codes, so they change language with the page. A form with unsaved
changes asks before the page or its modal closes (the unsaved-changes guard); a reset button
(\`type="reset"\`) puts the initial values back and clears the errors, asking first when anything
changed; a form in a modal opened from another submits and resets only itself.`,
  usage: `
const form = useFormBox<Values>({ schema: SUPPLIER_FORM_SCHEMA, defaultValues, validate });
<FormBox form={form} columns={1} onSubmit={send} actions={<Button type="submit">{t('supplier.submit')}</Button>}>
  <FormItem name="cpNm" label={t('supplier.cpNm')}>
    <TextField maxLength={100} lengthUnit="byte" />
  </FormItem>
  <FormItem name="branchNo" label={t('supplier.branchNo')} required={values.taxUnitYn}>
    <TextField digitsOnly maxLength={4} />
  </FormItem>
</FormBox>`,
  texts: [['field.required', 'the required mark']],
  codes: [
    ['ACMCM0002', 'a required field left empty'],
    ['PICMCM0030', 'closing with unsaved changes (the guard)'],
    ['MROGR0001', 'a reset with changes (undo every unsaved change?)'],
  ],
  dos: [
    'declare the schema once in `@mro/rules` and validate the request with it on the server.',
    "pass the server's cross-field function as `validate`, so one submit shows every refusal.",
    'set `required` on a `FormItem` whose requirement depends on another answer.',
  ],
  donts: [
    'check fields in `onSubmit` after the rules passed: the user fixes one list, then meets another.',
    'clear what the user typed after a refusal.',
  ],
});
