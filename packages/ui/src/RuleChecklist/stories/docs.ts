// The RuleChecklist's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const ruleChecklistDocs = componentDocs({
  summary: `
The password rules listed under the field, each met, not met or not checked yet as the user
types: the same rules the server applies (\`@mro/rules\`), so a password that ticks every line is
accepted. The lines show the rules' messages, never their codes (the code is the line's
\`data-rule\`). Give it as the field's \`hint\`, so it lines up with the control and its error.`,
  usage: `
<FormItem name="newPwCn" label={t('password.new')}
  hint={<RuleChecklist label={t('password.rules')} rules={PASSWORD_RULES} value={password}
    violations={passwordViolations(password, context)} />}>
  <TextField type="password" />
</FormItem>`,
  texts: [
    ['ruleChecklist.met', 'a met rule'],
    ['ruleChecklist.unmet', 'a rule not met'],
    ['ruleChecklist.pending', 'before typing'],
  ],
  codes: [
    ['AMSCU0025', 'length'],
    ['AMSCU0026', 'character kinds'],
    ['AMSCU0036', 'repeated or sequential characters'],
    ['MROPW0001', 'the same as the current password'],
  ],
  dos: ['show it while the user types the new password, not after the submit.'],
  donts: ["write the rules' texts again in the page: they come from the catalogue."],
});
