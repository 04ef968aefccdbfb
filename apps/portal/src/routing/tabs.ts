/**
 * The system frame's tabs (spec 000 §3: key, path, componentName): every screen opened is a tab;
 * opening an open one activates it; closing the active one activates its right neighbour, else its
 * left one. At most MAX_TABS (the spec gives no number: decision 0016). Pure reducer; O(tabs).
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
  | { type: 'reset' };

export const tabKey = (path: string, search = '') => `${path}${search && search !== '?' ? search : ''}`;

export const emptyTabs: TabsState = { tabs: [], activeKey: null };

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      // The same state when nothing changes: React then skips the frame's render.
      if (state.activeKey === action.tab.key) return state;
      if (state.tabs.some((t) => t.key === action.tab.key)) return { ...state, activeKey: action.tab.key };
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
  }
}
