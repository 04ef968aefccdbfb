// Tooltip: a short description of a control, shown on hover and focus (useTooltip). Contract: the
// child is one element that takes a ref and the pointer and focus handlers (a Button, a link, an
// input); the tooltip describes it (aria-describedby) and is rendered in the overlay container,
// above the trigger, or below it when there is no room. Not for touch-only or essential
// information: a Toggletip opens on a tap. Cost: one portal while shown, one layout read.
import {
  cloneElement,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { assignRef } from '../hooks/assignRef';
import { composeEventHandlers } from '../hooks/composeEventHandlers';
import { useTooltip } from './useTooltip';
import { Bubble } from './Tooltip.styles';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

export interface TooltipProps {
  /** The description (short text). */
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  disabled?: boolean | undefined;
}

const GAP = 6;

export function Tooltip({ content, children, disabled }: TooltipProps) {
  const tooltip = useTooltip({ disabled });
  const container = usePortalContainer();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    if (!tooltip.open || !trigger || !bubble.current) return;
    const t = trigger.getBoundingClientRect();
    const b = bubble.current.getBoundingClientRect();
    // Fixed positions are relative to the containing block: the viewport, or a transformed frame.
    const frame = bubble.current.offsetParent?.getBoundingClientRect() ?? { top: 0, left: 0 };
    const above = t.top - b.height - GAP >= 0;
    const top = (above ? t.top - b.height - GAP : t.bottom + GAP) - frame.top;
    const left =
      Math.max(8, Math.min(window.innerWidth - b.width - 8, t.left + t.width / 2 - b.width / 2)) - frame.left;
    setPlace((p) => (p && p.top === top && p.left === left ? p : { top, left }));
  }, [tooltip.open, content, trigger]);

  const own = children.props;
  const ownRef = own.ref;
  // A stable callback: a new one each render would detach and attach the trigger every time.
  const triggerRef = useCallback(
    (node: HTMLElement | null) => {
      setTrigger(node);
      assignRef(ownRef, node);
    },
    [ownRef],
  );
  const describedBy = [own['aria-describedby'], tooltip.open ? tooltip.id : undefined].filter(Boolean).join(' ');
  return (
    <>
      {cloneElement(children, {
        ref: triggerRef,
        'aria-describedby': describedBy || undefined,
        onPointerEnter: composeEventHandlers(own.onPointerEnter, tooltip.triggerProps.onPointerEnter),
        onPointerLeave: composeEventHandlers(own.onPointerLeave, tooltip.triggerProps.onPointerLeave),
        onFocus: composeEventHandlers(own.onFocus, tooltip.triggerProps.onFocus),
        onBlur: composeEventHandlers(own.onBlur, tooltip.triggerProps.onBlur),
      } as Partial<TriggerProps>)}
      {tooltip.open &&
        container &&
        createPortal(
          <Bubble
            {...tooltip.tooltipProps}
            ref={bubble}
            style={place ? { top: place.top, left: place.left } : { visibility: 'hidden', top: 0, left: 0 }}
          >
            {content}
          </Bubble>,
          container,
        )}
    </>
  );
}
