// The PhoneInput's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const phoneInputDocs = componentDocs({
  summary: `
A phone in three parts, for the forms that split one (decision 0090): the area code typed
('tel') or the mobile prefix chosen from 010, 011, 016–019 ('mobile'), then the exchange and the
number. The value is one string \`a-b-c\` ('' when nothing is typed), so a form stores it as any
phone and the \`phone3\` rule names a missing part (PICMCM0006). Digits only; the cursor moves on
when a part is full (02 after two digits, 050X after four, others after three; four for the
exchange), or on '-' and space; Backspace in an empty part and the arrows at a part's edge move
back. A whole number pasted into any part (02-1234-5678, 01012345678) fills all three.`,
  usage: `
<FormItem name="mobileNo" label={t('regist.mobileNo')}>
  <PhoneInput kind="mobile" />
</FormItem>`,
  texts: [
    ['phoneInput.area', 'the first part of a phone (tel)'],
    ['phoneInput.prefix', 'the first part of a mobile number'],
    ['phoneInput.exchange', 'the middle part'],
    ['phoneInput.number', 'the last part'],
  ],
  codes: [['PICMCM0006', 'a part is missing (rule `phone3`)']],
  dos: ['use it where a form splits a phone; a single phone field is TextField with mask="phone".'],
  donts: ['use it for a representative number (1588-0000) or an international one: it has three parts.'],
});
