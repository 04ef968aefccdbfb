/**
 * A toggletip: a small button that shows a short explanation on click, Enter or Space (not on hover,
 * so it works the same on touch), and hides on Esc, a second click or a click outside; focus goes
 * back to the button. Built on Radix Popover (positioning, dismissal, focus). The tip's content is
 * a labelled region; `label` names the button ("Login trouble?").
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useControllableState } from '../hooks/useControllableState';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { Bubble, Trigger } from './Toggletip.styles';

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'>;

export interface ToggletipProps extends NativeButton {
  /** The button's accessible name (also the tip's). */
  label: string;
  /** What the tip says. */
  children: ReactNode;
  /** What the button shows; "?" by default. */
  icon?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  ref?: Ref<HTMLButtonElement>;
}

export function Toggletip({
  label,
  children,
  icon = '?',
  open,
  defaultOpen = false,
  onOpenChange,
  side = 'bottom',
  ref,
  ...rest
}: ToggletipProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const container = usePortalContainer();
  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Trigger type="button" aria-label={label} {...rest} ref={ref}>
          <span aria-hidden="true">{icon}</span>
        </Trigger>
      </Popover.Trigger>
      <Popover.Portal container={container}>
        <Popover.Content asChild side={side} align="start" sideOffset={6} collisionPadding={8} aria-label={label}>
          <Bubble>
            {children}
            <Popover.Arrow width={12} height={6} />
          </Bubble>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
