// Menu: a button that opens a list of actions (WAI-ARIA APG menu button): "Excel", "Print",
// "Delete" on a grid's toolbar, a user's "Change password", "Log out". Contract: see useMenu; the
// list is a Radix Popover in the overlay container (so inside a modal Esc closes the menu, not the
// modal); items are actions, or a link to another site (`href`: a real link as the menu item, Enter
// and a click follow it), not the app's navigation (NavMenu) and not choices (a Select holds one).
// Cost: the list renders only while open.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isComposingEvent } from '../hooks/composition';
import * as Popover from '@radix-ui/react-popover';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { Button, type ButtonProps } from '../Button';
import { useMenu } from './useMenu';
import { Item, List } from './Menu.styles';

export interface MenuItem {
  key: string;
  label: string;
  /** The action; for a link item, what else happens when it is chosen (the link opens anyway). */
  onSelect?: (() => void) | undefined;
  /**
   * A link item: another site or system (the header's warehouse system), a real link (its address
   * shown, a new tab by the browser's own means); `target="_blank"` opens it in a new window.
   */
  href?: string | undefined;
  target?: '_blank' | undefined;
  disabled?: boolean | undefined;
}

export interface MenuProps {
  /** The button's text. */
  label: ReactNode;
  items: readonly MenuItem[];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean | undefined;
}

export function Menu({ label, items, variant = 'secondary', size, disabled }: MenuProps) {
  const facts = items.map((i) => ({ text: i.label, disabled: i.disabled }));
  const button = useRef<HTMLButtonElement | null>(null);
  const menu = useMenu({ items: facts, onChoose: (index) => items[index]!.onSelect?.(), button });
  const container = usePortalContainer();
  // State, not a ref: the portal mounts the list a render after `open`, and the focus waits for it.
  const [list, setList] = useState<HTMLUListElement | null>(null);

  // Enter on a link item is the link's own (it clicks it, which chooses it); Space clicks it too.
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    if (
      target instanceof HTMLAnchorElement &&
      (event.key === 'Enter' || event.key === ' ') &&
      !isComposingEvent(event)
    ) {
      if (event.key === ' ') {
        event.preventDefault();
        target.click();
      }
      return;
    }
    menu.menuProps.onKeyDown(event);
  };

  useEffect(() => {
    if (!menu.open || menu.focusIndex < 0) return;
    list?.querySelector<HTMLElement>(`[data-menu-index="${menu.focusIndex}"]`)?.focus();
  }, [menu.open, menu.focusIndex, list]);

  return (
    <Popover.Root open={menu.open} onOpenChange={(next) => !next && menu.setOpen(false)}>
      <Popover.Anchor asChild>
        <Button {...menu.buttonProps} ref={button} variant={variant} size={size} disabled={disabled}>
          {label}
          <span aria-hidden="true">▾</span>
        </Button>
      </Popover.Anchor>
      <Popover.Portal container={container}>
        <Popover.Content
          asChild
          align="start"
          sideOffset={2}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => {
            if (button.current?.contains(e.target as Node)) e.preventDefault();
          }}
        >
          <List {...menu.menuProps} onKeyDown={onListKeyDown} ref={setList}>
            {items.map((item, index) =>
              item.href && !item.disabled ? (
                // A link item: the anchor is the menu item; its own activation (a click) chooses it.
                <li key={item.key} role="none">
                  <Item
                    as="a"
                    {...menu.getItemProps(index)}
                    href={item.href}
                    target={item.target}
                    rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
                  >
                    {item.label}
                  </Item>
                </li>
              ) : (
                <Item key={item.key} {...menu.getItemProps(index)}>
                  {item.label}
                </Item>
              ),
            )}
          </List>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
