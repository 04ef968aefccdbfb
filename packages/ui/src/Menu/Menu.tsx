// Menu: a button that opens a list of actions (WAI-ARIA APG menu button): "Excel", "Print",
// "Delete" on a grid's toolbar. Contract: see useMenu; the list is a Radix Popover in the overlay
// container (so inside a modal Esc closes the menu, not the modal); items are actions, not
// navigation (links belong in NavMenu) and not choices (a Select or Dropdown holds a value).
// Cost: the list renders only while open.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { usePortalContainer } from '../Overlay/OverlayContext';
import { Button, type ButtonProps } from '../Button';
import { useMenu } from './useMenu';
import { Item, List } from './Menu.styles';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
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
  const menu = useMenu({ items: facts, onChoose: (index) => items[index]!.onSelect(), button });
  const container = usePortalContainer();
  // State, not a ref: the portal mounts the list a render after `open`, and the focus waits for it.
  const [list, setList] = useState<HTMLUListElement | null>(null);

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
          <List {...menu.menuProps} ref={setList}>
            {items.map((item, index) => (
              <Item key={item.key} {...menu.getItemProps(index)}>
                {item.label}
              </Item>
            ))}
          </List>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
