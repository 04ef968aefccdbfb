/**
 * A flat menu list (id, parent id, order as given) as a tree, and the path from the root to the
 * item at a location. Pure; O(items).
 */
import type { ReactNode } from 'react';

export interface NavItem {
  id: string;
  parentId: string | null;
  label: string;
  /** A screen's link; a group has none. */
  href?: string | null;
  /** An icon before the label (an `<Icon icon={…} />` of `@mro/ui/icons`), decorative; the frame passes it, so
   * the menu does not carry the whole icon set. */
  icon?: ReactNode;
}

export interface NavNode extends NavItem {
  children: NavNode[];
}

export function buildNavTree(items: readonly NavItem[]): NavNode[] {
  const nodes = new Map<string, NavNode>();
  for (const item of items) nodes.set(item.id, { ...item, children: [] });
  const roots: NavNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== null ? nodes.get(node.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const normalise = (href: string) => (href.length > 1 ? href.replace(/\/+$/, '') : href);

/** The items from the root down to the one whose link is `href` (for breadcrumbs), or []. */
export function navTrail(items: readonly NavItem[], href: string): NavItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const target = items.find((i) => i.href && normalise(i.href) === normalise(href));
  const trail: NavItem[] = [];
  const seen = new Set<string>();
  for (
    let at: NavItem | undefined = target;
    at && !seen.has(at.id);
    at = at.parentId ? byId.get(at.parentId) : undefined
  ) {
    seen.add(at.id);
    trail.unshift(at);
  }
  return trail;
}
