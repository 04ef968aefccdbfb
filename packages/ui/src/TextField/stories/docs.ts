// The TextField's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const textFieldDocs = componentDocs({
  summary: `
One line of text with the spec's input rules applied as the user types (never to text an IME is
still composing): English only, digits only, upper case, a most length counted in characters or in
bytes (Hangul 3 bytes, the server's count). What a rule drops is said with its message code, so
the user learns why a key did nothing. Masks for the spec's shapes: phone (02-1234-5678, 010, 0505,
1588), year-month, date, date-time and time. In a \`Field\` it takes the label, the required mark,
the description and the error.`,
  usage: `
<Field label={t('company.engName')} required error={errors.cpEngNm}>
  <TextField value={name} onValueChange={setName} englishOnly maxLength={100} />
</Field>
<TextField mask="phone" value={tel} onValueChange={setTel} />`,
  codes: [
    ['MROCM0007', 'Hangul typed where only English is allowed'],
    ['MROCM0006', 'other non-English characters there'],
    ['ACMCM0009', 'a non-digit where only digits are allowed'],
    ['PICMCM0038', 'past the most characters'],
    ['ASRTR0022', 'past the most bytes (`lengthUnit="byte"`)'],
  ],
  dos: [
    "take the rules from the field's schema in `@mro/rules` (the server checks the same).",
    'use `onEnter` for "Enter searches": it fires once per Enter, after the Korean syllable that Enter ends is committed, and never for a Japanese candidate (decision 0026).',
  ],
  donts: [
    'handle `onKeyDown` for Enter yourself: a raw key event fires during composition (use `useImeKeys` if you must).',
    'count bytes in the page: `lengthUnit="byte"` does it as the server does.',
  ],
});
