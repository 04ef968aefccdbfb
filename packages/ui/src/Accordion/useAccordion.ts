/**
 * The accordion's behaviour without styling (WAI-ARIA APG "Accordion"): which sections are open
 * (controlled or not, one at a time or several), and prop getters for each section's heading
 * button (`aria-expanded`, `aria-controls`, Enter and Space as a button's own keys; ArrowDown /
 * ArrowUp / Home / End move between the headings) and its panel (a region named by its heading,
 * `hidden` while closed).
 */
import { useCallback, useId, type KeyboardEvent } from 'react';
import { useControllableState } from '../hooks/useControllableState';

export interface UseAccordionOptions {
  /** Several sections may be open at once (default: opening one closes the other). */
  multiple?: boolean;
  /** The open sections' ids (controlled). */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

const TRIGGER = 'data-accordion-trigger';

export function useAccordion({ multiple = false, value, defaultValue = [], onValueChange }: UseAccordionOptions = {}) {
  const base = useId();
  const [open, setOpen] = useControllableState<string[]>({ value, defaultValue, onChange: onValueChange });
  const isOpen = useCallback((id: string) => open.includes(id), [open]);
  const toggle = useCallback(
    (id: string) =>
      setOpen((previous) =>
        previous.includes(id) ? previous.filter((x) => x !== id) : multiple ? [...previous, id] : [id],
      ),
    [multiple, setOpen],
  );
  const triggerId = (id: string) => `${base}-${id}-trigger`;
  const panelId = (id: string) => `${base}-${id}-panel`;

  /** Arrow keys, Home and End move the focus between the headings of this accordion. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    const target = event.target as HTMLElement;
    if (!keys.includes(event.key) || !target.hasAttribute(TRIGGER)) return;
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(`[${TRIGGER}="${base}"]`)].filter(
      (b) => !b.disabled,
    );
    const at = triggers.indexOf(target as HTMLButtonElement);
    if (at < 0) return;
    const last = triggers.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? (at + 1) % triggers.length
            : (at - 1 + triggers.length) % triggers.length;
    event.preventDefault();
    triggers[next]?.focus();
  };

  return {
    open,
    isOpen,
    toggle,
    getRootProps: () => ({ onKeyDown }),
    getTriggerProps: (id: string) => ({
      id: triggerId(id),
      type: 'button' as const,
      [TRIGGER]: base,
      'aria-expanded': isOpen(id),
      'aria-controls': panelId(id),
      onClick: () => toggle(id),
    }),
    getPanelProps: (id: string) => ({
      id: panelId(id),
      role: 'region' as const,
      'aria-labelledby': triggerId(id),
      hidden: !isOpen(id),
    }),
  };
}

export type AccordionState = ReturnType<typeof useAccordion>;
