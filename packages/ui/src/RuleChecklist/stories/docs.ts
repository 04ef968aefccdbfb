// The RuleChecklist's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const ruleChecklistDocs = componentDocs({
  summary: `
The password rules listed under the field, each met, not met or not checked yet as the user
types, with its message code: the same rules the server applies (\`@mro/rules\`), so a password
that ticks every line is accepted.`,
  usage: `
<RuleChecklist label={t('password.rules')} rules={PASSWORD_RULES} value={password}
  violations={passwordViolations(password, context)} />`,
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
