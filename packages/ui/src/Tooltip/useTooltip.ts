// The Tooltip's behaviour (WAI-ARIA APG tooltip, WCAG 1.4.13): shown after a short delay on
// hover and at once on keyboard focus; hidden on leaving and blur, after a short grace so the
// pointer can move onto the tooltip (hoverable); Esc hides it (dismissable) until the next hover
// or focus. The trigger is described by the tooltip (aria-describedby). Contract: the tooltip is
// never focusable and holds no controls; keys during an IME composition do nothing. Cost: two
// timers, one window key listener while shown.
import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { isComposingEvent } from '../hooks/composition';

export const TOOLTIP_SHOW_MS = 300;
export const TOOLTIP_HIDE_MS = 100;

export interface UseTooltipResult {
  open: boolean;
  id: string;
  triggerProps: {
    'aria-describedby': string;
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
  tooltipProps: {
    id: string;
    role: 'tooltip';
    onPointerEnter: () => void;
    onPointerLeave: () => void;
  };
}

export function useTooltip({ disabled = false }: { disabled?: boolean | undefined } = {}): UseTooltipResult {
  const [open, setOpen] = useState(false);
  const id = `${useId()}-tooltip`;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const later = (fn: () => void, ms: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = ms > 0 ? setTimeout(fn, ms) : null;
    if (ms === 0) fn();
  };
  const show = (ms: number) => !disabled && later(() => setOpen(true), ms);
  const hide = (ms: number) => later(() => setOpen(false), ms);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !isComposingEvent(event)) hide(0);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return {
    open: open && !disabled,
    id,
    triggerProps: {
      'aria-describedby': id,
      onPointerEnter: (event) => event.pointerType !== 'touch' && show(TOOLTIP_SHOW_MS),
      onPointerLeave: () => hide(TOOLTIP_HIDE_MS),
      onFocus: () => show(0),
      onBlur: () => hide(0),
    },
    tooltipProps: {
      id,
      role: 'tooltip',
      onPointerEnter: () => show(0),
      onPointerLeave: () => hide(TOOLTIP_HIDE_MS),
    },
  };
}
