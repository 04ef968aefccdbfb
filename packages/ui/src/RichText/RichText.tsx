// RichText: a post's HTML body (board posts, notices) shown as formatted text. Contract: the HTML is
// sanitized again in the browser before it reaches the DOM (sanitize.ts: the server's own profile),
// so a post written before the server sanitized, or an answer altered on the way, cannot run
// script; formatting, links and images stay. Cost: one DOMPurify pass per distinct `html`
// (memoized); no state, no effects.
import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { RichTextRoot } from './RichText.styles';
import { sanitizeRichText } from './sanitize';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The HTML to show; sanitized before use. */
  html: string;
  ref?: Ref<HTMLDivElement> | undefined;
}

export function RichText({ html, ref, ...rest }: RichTextProps) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return <RichTextRoot {...rest} ref={ref} dangerouslySetInnerHTML={{ __html: safe }} />;
}
