import { createStore } from '../Overlay/store';

export interface ModalEntry {
  id: string;
  /** Asks the modal to close (it may ask to confirm unsaved changes first). */
  requestClose: () => void;
  /** The element that had focus when the modal opened; focus returns there on close. */
  opener: Element | null;
  /**
   * Where focus goes when the opener is gone: the openers of the modals the opener sat in, nearest
   * first (open A from X, B from a button in A, close A, then B: focus returns to X).
   */
  fallbacks: readonly Element[];
  /**
   * Its place in the cascade (decision 0023): one above the highest place among the modals open
   * when it opened, at most CASCADE_STEPS; 0 when it opened alone. Raising does not change it.
   */
  cascade: number;
}

/** Steps of the cascade; further modals share the last one. */
export const CASCADE_STEPS = 4;

/**
 * The order of open modals, bottom to top. Opening pushes a modal on top (the next higher layer);
 * raising moves one to the top; removing drops it. Layers are positions in this list.
 */
export function createModalStack() {
  const store = createStore<readonly ModalEntry[]>([]);
  return {
    ...store,
    /** Opens a modal on top, in the next place of the cascade. */
    push(entry: Omit<ModalEntry, 'cascade'>) {
      store.set((list) => {
        const others = list.filter((e) => e.id !== entry.id);
        const cascade = others.length ? Math.min(CASCADE_STEPS, Math.max(...others.map((e) => e.cascade)) + 1) : 0;
        return [...others, { ...entry, cascade }];
      });
    },
    raise(id: string) {
      const list = store.get();
      const index = list.findIndex((e) => e.id === id);
      if (index === -1 || index === list.length - 1) return;
      store.set([...list.slice(0, index), ...list.slice(index + 1), list[index]!]);
    },
    remove(id: string) {
      store.set((list) => (list.some((e) => e.id === id) ? list.filter((e) => e.id !== id) : list));
    },
    top(): ModalEntry | undefined {
      return store.get().at(-1);
    },
    layerOf(id: string): number {
      return store.get().findIndex((e) => e.id === id);
    },
  };
}

export type ModalStack = ReturnType<typeof createModalStack>;
