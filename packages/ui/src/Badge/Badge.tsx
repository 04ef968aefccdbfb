// Badge: a short text in one tone of the status scale (tokens color.status.*: neutral, muted,
// info, progress, success, warning, danger). Contract: the text is required and always shown, so
// nothing is told by colour alone; it is plain inline text to assistive technology (no role, no
// live region). Cost: one span, no state, no effects.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { BadgeRoot } from './Badge.styles';
import type { BadgeTone } from './tones';

export { BADGE_TONES, type BadgeTone } from './tones';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The text (required: a tone is never the only signal). */
  children: ReactNode;
  tone?: BadgeTone | undefined;
  ref?: Ref<HTMLSpanElement> | undefined;
}

export function Badge({ tone = 'neutral', children, ref, ...rest }: BadgeProps) {
  return (
    <BadgeRoot {...rest} ref={ref} $tone={tone} data-tone={tone}>
      {children}
    </BadgeRoot>
  );
}
