// The TextArea's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const textAreaDocs = componentDocs({
  summary: `
Several lines of text with a most length in characters or in bytes (Hangul 3 bytes, as the
server counts) and a live counter under it; 3 rows by default. Typing past the limit is refused
and said with its code; an IME composition is never cut mid-syllable.`,
  usage: `
<FormItem name="cpIntro" label={t('supplier.cpIntro')}>
  <TextArea maxLength={4000} lengthUnit="byte" rows={5} />
</FormItem>`,
  texts: [
    ['textArea.counterChars', 'the counter in characters'],
    ['textArea.counterBytes', 'the counter in bytes'],
  ],
  codes: [
    ['PICMCM0038', 'past the most characters'],
    ['ASRTR0022', 'past the most bytes'],
  ],
  dos: ['use `lengthUnit="byte"` where the server\'s column counts bytes.'],
  donts: ['count bytes in the page yourself.'],
});
