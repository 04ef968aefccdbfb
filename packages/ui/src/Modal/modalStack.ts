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
}

/**
 * The order of open modals, bottom to top. Opening pushes a modal on top (the next higher layer);
 * raising moves one to the top; removing drops it. Layers are positions in this list.
 */
export function createModalStack() {
  const store = createStore<readonly ModalEntry[]>([]);
  return {
    ...store,
    push(entry: ModalEntry) {
      store.set((list) => [...list.filter((e) => e.id !== entry.id), entry]);
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
