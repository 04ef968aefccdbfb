// The RichTextEditor's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const richTextEditorDocs = componentDocs({
  summary: `
A post's body with formatting (decision 0076): bold, italic, underline, a heading, bulleted and
numbered lists, links (http, https and mailto only) and clear formatting, from the toolbar or the
keys (Ctrl/⌘+B, I, U, Alt+2, Shift+8, Shift+7, K, \\). The value is HTML with only the editor's
tags (p, br, strong, em, u, h3, ul, ol, li, a href), a subset of what the server's sanitizer
keeps; pasted HTML is cleaned to them. Past \`maxLength\` visible characters it says so (PICMCM0038)
and is invalid; nothing typed is cut. An Enter that ends a Hangul syllable makes one new line.`,
  usage: `
<Field label={t('posts.body')} required error={errors.cntn}>
  <RichTextEditor value={html} onValueChange={setHtml} maxLength={20000} />
</Field>`,
  texts: [
    ['richTextEditor.toolbar', "the toolbar's name"],
    ['richTextEditor.bold', 'each command (italic, underline, heading, bulleted, numbered, link, clear)'],
    ['richTextEditor.linkUrl', "the link address field's name"],
    ['richTextEditor.linkInvalid', 'an address that is not http, https or mailto'],
    ['richTextEditor.counter', 'the counter of visible characters'],
  ],
  codes: [['PICMCM0038', 'past the most characters']],
  dos: ['let the server sanitize again: the editor is not the only way HTML reaches the API.'],
  donts: ['put other tags in the value (they are unwrapped to their text on the next edit).'],
});
