import type { AnchorHTMLAttributes } from 'react';
import { isPlainClick } from '@mro/ui';

export interface ScreenLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The app's guarded navigation for a plain click; other clicks open the link as the browser does. */
  onNavigate: (href: string) => void;
}

/** A real link to a screen that the app routes itself on a plain click (Ctrl-click: a new tab). */
export function ScreenLink({ href, onNavigate, onClick, children, ...rest }: ScreenLinkProps) {
  return (
    <a
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || !isPlainClick(e)) return;
        e.preventDefault();
        onNavigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
