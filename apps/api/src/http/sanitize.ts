// Board HTML is sanitized when written (seed, admin posts): DOMPurify on a server-side DOM keeps
// formatting and links and drops scripts, event handlers, styles that run code and foreign frames.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);

export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}
