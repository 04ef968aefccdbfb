/**
 * The system frame's tabs (spec 000 §3: key, path, componentName): every screen opened is a tab;
 * opening an open one activates it; closing the active one activates its right neighbour, else its
 * left one. At most MAX_TABS (the spec gives no number: decision 0016). A reload restores the tabs
 * that were open (`restore`, from what `storedTabs` reads back; decision 0041), the home tab always
 * first. Pure reducer; O(tabs).
 */
export const MAX_TABS = 10;

export interface Tab {
  /** The screen's path with its query: one tab per screen and query. */
  key: string;
  path: string;
  search: string;
  /** The page component's name (the page id shown by Ctrl+Alt click is its last part). */
  componentName: string;
  title: string;
}

export interface TabsState {
  tabs: Tab[];
  activeKey: string | null;
}

export type TabsAction =
  | { type: 'open'; tab: Tab }
  | { type: 'activate'; key: string }
  | { type: 'close'; key: string }
  | { type: 'rename'; key: string; title: string }
  | { type: 'reset' }
  /** The tabs a reload brings back (keys, paths, queries, titles; no input): the home tab first. */
  | { type: 'restore'; home: Tab; tabs: readonly Tab[]; activeKey?: string | null };

/**
 * Screens whose address carries what they show (the catalogue's words, facets and order, issue 57):
 * one tab whatever the query, a new query shown in it (each search from the home opened another
 * identical tab before).
 */
export const ONE_TAB_PATHS: ReadonlySet<string> = new Set(['/catalog']);

export const tabKey = (path: string, search = '') =>
  ONE_TAB_PATHS.has(path) ? path : `${path}${search && search !== '?' ? search : ''}`;

export const emptyTabs: TabsState = { tabs: [], activeKey: null };

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      // The same state when nothing changes: React then skips the frame's render.
      const open = state.tabs.find((t) => t.key === action.tab.key);
      // A one-tab screen asked with another query: the same tab, showing the new one.
      if (open && open.search !== action.tab.search)
        return {
          tabs: state.tabs.map((t) => (t === open ? { ...t, search: action.tab.search } : t)),
          activeKey: action.tab.key,
        };
      if (state.activeKey === action.tab.key) return state;
      if (open) return { ...state, activeKey: action.tab.key };
      // The guard refuses a tab over the limit before navigating; a direct URL replaces the oldest.
      const tabs = state.tabs.length >= MAX_TABS ? state.tabs.slice(1) : state.tabs;
      return { tabs: [...tabs, action.tab], activeKey: action.tab.key };
    }
    case 'activate':
      return state.activeKey !== action.key && state.tabs.some((t) => t.key === action.key)
        ? { ...state, activeKey: action.key }
        : state;
    case 'close': {
      const index = state.tabs.findIndex((t) => t.key === action.key);
      if (index < 0) return state;
      const tabs = state.tabs.filter((t) => t.key !== action.key);
      if (state.activeKey !== action.key) return { ...state, tabs };
      const next = tabs[index] ?? tabs[index - 1] ?? null;
      return { tabs, activeKey: next?.key ?? null };
    }
    case 'rename':
      return { ...state, tabs: state.tabs.map((t) => (t.key === action.key ? { ...t, title: action.title } : t)) };
    case 'reset':
      return emptyTabs;
    case 'restore': {
      const seen = new Set([action.home.key]);
      const rest: Tab[] = [];
      for (const tab of [...action.tabs, ...state.tabs]) {
        if (tab.path === action.home.path || seen.has(tab.key)) continue;
        seen.add(tab.key);
        rest.push(tab);
      }
      const tabs = [action.home, ...rest.slice(0, MAX_TABS - 1)];
      const wanted = state.activeKey ?? action.activeKey ?? null;
      return { tabs, activeKey: tabs.some((t) => t.key === wanted) ? wanted : action.home.key };
    }
  }
}

/** The part of a tab kept across a reload (its input is not). */
export type StoredTab = Pick<Tab, 'key' | 'path' | 'search' | 'componentName' | 'title'>;

/** What is written to the session storage for a reload. */
export const tabsToStore = (state: TabsState): string =>
  JSON.stringify({
    activeKey: state.activeKey,
    tabs: state.tabs.map(({ key, path, search, componentName, title }) => ({
      key,
      path,
      search,
      componentName,
      title,
    })),
  });

/** Reads back what `tabsToStore` wrote; anything else (old, edited, broken) restores nothing. */
export function storedTabs(text: string | null): { tabs: Tab[]; activeKey: string | null } {
  const none = { tabs: [], activeKey: null };
  if (!text) return none;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return none;
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { tabs?: unknown }).tabs)) return none;
  const { tabs, activeKey } = value as { tabs: unknown[]; activeKey?: unknown };
  const str = (v: unknown): v is string => typeof v === 'string';
  const valid = tabs.filter(
    (t): t is Tab =>
      typeof t === 'object' &&
      t !== null &&
      ['key', 'path', 'search', 'componentName', 'title'].every((f) => str((t as Record<string, unknown>)[f])) &&
      (t as Tab).path.startsWith('/') &&
      (t as Tab).key === tabKey((t as Tab).path, (t as Tab).search),
  );
  return {
    tabs: valid.map(({ key, path, search, componentName, title }) => ({ key, path, search, componentName, title })),
    activeKey: str(activeKey) ? activeKey : null,
  };
}
