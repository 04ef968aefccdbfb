// The RadioGroup's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const radioGroupDocs = componentDocs({
  summary: `
Radios for a code list's items or given \`items\`, one value: native radios, so arrows move and
choose within the group and Tab leaves it. Its \`ref\` focuses the chosen radio (or the first),
which is how a form focuses its first error. Horizontal or vertical.`,
  usage: `
<Field label={t('regist.euResident')} error={errors.euResidentYn} required>
  <RadioGroup orientation="horizontal" items={[{ cd: 'N', cdNm: t('regist.euNo') }, { cd: 'Y', cdNm: t('regist.euYes') }]}
    value={eu} onValueChange={setEu} />
</Field>`,
  texts: [
    ['choice.loading', 'while the code list loads'],
    ['choice.loadFailed', 'when it cannot be loaded'],
  ],
  codes: [['ACMCM0002', 'no choice where the rules say `required`']],
  dos: [
    'start with nothing chosen when the user must decide (consents, residence).',
    "keep the options' labels short and parallel.",
  ],
  donts: ['use it for a yes/no setting that applies at once: a `Checkbox` is that.'],
});
