// The RichText's pure side: HTML from a post made safe to put in the page. Contract: the same
// profile as the server's write-time sanitizer (apps/api/src/http/sanitize.ts: DOMPurify's html
// profile, no style/form/input elements, no style attribute; `target` is not kept, so a link cannot
// reach its opener). Without a DOM (server rendering) nothing can be checked, so nothing is
// returned: the text appears once the page runs in the browser. Cost: one DOMPurify pass, linear in
// the HTML's length.
import DOMPurify from 'dompurify';

const PROFILE = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input'],
  FORBID_ATTR: ['style'],
};

export function sanitizeRichText(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, PROFILE);
}
