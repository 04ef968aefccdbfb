// The Checkbox's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const checkboxDocs = componentDocs({
  summary: `
One native checkbox with its label beside it: keyboard, forms and screen readers work as the
platform's. Checked, unchecked and mixed; bound to a form value through \`FormItem\` (its
\`checked\` / \`onCheckedChange\`). In a \`Field\` it takes the field's label, description and error.`,
  usage: `
<FormItem name="adMailRcvYn" label={t('regist.adMail')}>
  <Checkbox>{t('regist.receive')}</Checkbox>
</FormItem>`,
  dos: [
    'say what ticking means in the label beside the box ("Receive", "I agree").',
    'use `indeterminate` only for a parent whose children are partly checked.',
  ],
  donts: ['use a checkbox for an either-or answer the user must give: a `RadioGroup` asks for one.'],
});
