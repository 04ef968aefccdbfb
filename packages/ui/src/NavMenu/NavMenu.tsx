import { useMemo, useState, type HTMLAttributes, type Ref } from 'react';
import { isPlainClick } from '../hooks/plainClick';
import { buildNavTree, navTrail, type NavItem, type NavNode } from './navTree';
import { Group, Label, Link, List, Nav } from './NavMenu.styles';

export interface NavMenuProps extends HTMLAttributes<HTMLElement> {
  items: readonly NavItem[];
  /** The current location's link: its item is marked and its groups open. */
  currentHref: string;
  /**
   * A plain click on a link (the app routes it); a click with Ctrl, Meta, Shift or the middle
   * button keeps the browser's own behaviour (a new tab or window).
   */
  onNavigate: (href: string) => void;
  /** The menu's accessible name. */
  label: string;
  ref?: Ref<HTMLElement>;
}

/**
 * The system's menu (spec 000 §3 menu entries) as a tree of groups and links. Groups open and
 * close (`aria-expanded`); the groups above the current screen start open; the current screen's
 * link carries `aria-current="page"`. Links are real links, so a new tab or window works.
 */
export function NavMenu({ items, currentHref, onNavigate, label, ref, ...rest }: NavMenuProps) {
  const tree = useMemo(() => buildNavTree(items), [items]);
  const trail = useMemo(() => new Set(navTrail(items, currentHref).map((i) => i.id)), [items, currentHref]);
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isOpen = (id: string) => toggled.get(id) ?? trail.has(id);

  const render = (nodes: NavNode[], depth: number, listId?: string) => (
    <List $depth={depth} id={listId}>
      {nodes.map((node) => {
        if (node.children.length > 0 || !node.href) {
          const open = isOpen(node.id);
          const childId = `nav-${node.id}`;
          return (
            <li key={node.id}>
              <Group
                type="button"
                aria-expanded={open}
                aria-controls={childId}
                onClick={() => setToggled((m) => new Map(m).set(node.id, !open))}
              >
                <Label $current={trail.has(node.id)}>
                  {node.icon}
                  {node.label}
                </Label>
                <span aria-hidden="true">›</span>
              </Group>
              {open && node.children.length > 0 && render(node.children, depth + 1, childId)}
            </li>
          );
        }
        const current = trail.has(node.id);
        return (
          <li key={node.id}>
            <Link
              href={node.href}
              aria-current={current ? 'page' : undefined}
              onClick={(e) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                onNavigate(node.href!);
              }}
            >
              <Label $current={current}>
                {node.icon}
                {node.label}
              </Label>
            </Link>
          </li>
        );
      })}
    </List>
  );

  return (
    <Nav aria-label={label} ref={ref} {...rest}>
      {render(tree, 0)}
    </Nav>
  );
}
