// The RichText's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const richTextDocs = componentDocs({
  summary: `
A post's HTML body (board posts, notices) shown as formatted text. The server sanitizes HTML when it
is written; RichText sanitizes it again in the browser with the same DOMPurify profile before it
reaches the page, so scripts, event handlers, styles, forms and foreign frames never run even if a
stored post predates the server's sanitizer. Paragraphs, lists, links and images stay; a link's
\`target\` does not, so no link can reach the portal's window.`,
  usage: `
<RichText html={post.cntn} />`,
  dos: ['use it for every HTML body that comes from the server.', 'give it the HTML as stored: it sanitizes.'],
  donts: ['use dangerouslySetInnerHTML in a page.', 'use it for plain text: render the text instead.'],
});
