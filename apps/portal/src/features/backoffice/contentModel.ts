/**
 * The content tabs' pure parts (decision 0077): a system's menus (answered by level and order)
 * put in tree order, each parent followed by its children; a menu whose parent is missing is
 * shown at the top level, and a circle of parents after the tree, so no row is lost.
 */
export interface TreeRow {
  menuId: string;
  menuPid: string | null;
  sortOrd: number;
}

export function menuTree<M extends TreeRow>(menus: readonly M[]): M[] {
  const children = new Map<string | null, M[]>();
  const ids = new Set(menus.map((m) => m.menuId));
  for (const menu of menus) {
    const parent = menu.menuPid && ids.has(menu.menuPid) ? menu.menuPid : null;
    children.set(parent, [...(children.get(parent) ?? []), menu]);
  }
  const out: M[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null) => {
    const rows = [...(children.get(parent) ?? [])].sort((a, b) => a.sortOrd - b.sortOrd);
    for (const row of rows) {
      if (seen.has(row.menuId)) continue;
      seen.add(row.menuId);
      out.push(row);
      walk(row.menuId);
    }
  };
  walk(null);
  // A circle of parents never reaches the top: kept after the tree.
  for (const menu of menus) if (!seen.has(menu.menuId)) out.push(menu);
  return out;
}
