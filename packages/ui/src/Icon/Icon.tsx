// Icon: one icon of the product's set (lucide, ISC: `@mro/ui/icons` re-exports the curated set) as
// an inline SVG in the current text colour.
// Contract: decorative by default (aria-hidden, the text beside it names the thing); with `label`
// it is an image with that name (role="img"). Sizes follow the text (1.25em) unless `size` is given.
// Cost: the Icon is a thin wrapper; only the icons a screen imports are bundled (one module per icon).
import type { SVGAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

/** An icon of the set: a component from `@mro/ui/icons` (a lucide icon). */
export type IconComponent = LucideIcon;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  /** The icon, from `@mro/ui/icons`: `<Icon icon={CartIcon} />`. */
  icon: IconComponent;
  /** A name for an icon that stands alone (no text beside it). */
  label?: string | undefined;
  /** Width and height, in px or any CSS length (default 1.25em: the size of its text). */
  size?: number | string | undefined;
}

export function Icon({ icon: Drawn, label, size = '1.25em', ...rest }: IconProps) {
  return (
    <Drawn
      size={size}
      strokeWidth={1.75}
      focusable="false"
      data-icon={Drawn.displayName}
      {...(label ? { role: 'img', 'aria-label': label, 'aria-hidden': false } : { 'aria-hidden': true })}
      {...rest}
    />
  );
}
