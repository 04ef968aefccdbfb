// Icon: one of the set's outline icons (icons.ts) as an inline SVG in the current text colour.
// Contract: decorative by default (aria-hidden, the text beside it names the thing); with `label`
// it is an image with that name (role="img"). Sizes follow the text (1em) unless `size` is given.
// Cost: one small SVG, no request.
import type { SVGAttributes } from 'react';
import { ICONS, type IconName } from './icons';

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  name: IconName;
  /** A name for an icon that stands alone (no text beside it). */
  label?: string | undefined;
  /** Width and height, in px or any CSS length (default 1.25em). */
  size?: number | string | undefined;
}

export function Icon({ name, label, size = '1.25em', ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
