import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';
import { useMenuAccess } from './MenuAccess';
import { Modal } from './Modal';
import type { ImperativeModal, ImperativeModals, OpenModalOptions } from './imperativeModals';

export {
  createImperativeModals,
  type ImperativeModal,
  type ImperativeModals,
  type OpenModalOptions,
} from './imperativeModals';

let nextKey = 1;

/**
 * Opens modal screens imperatively: `await open(<CompanySearch />, { title })` resolves with what
 * the content passes to `useModalContext().close(result)`, or undefined when the user closed it.
 */
export function useImperativeModal() {
  const { imperative, messages } = useOverlayContext();
  const canAccess = useMenuAccess();
  const open = useCallback(
    <R = unknown,>(content: ReactNode, options: OpenModalOptions): Promise<R | undefined> => {
      if (options.screenId && !options.skipPermissionCheck && canAccess && !canAccess(options.screenId)) {
        return messages.enqueue('alert', 'ABYTD0001').then(() => undefined);
      }
      return new Promise<R | undefined>((resolve) => {
        const entry: ImperativeModal = {
          key: nextKey++,
          content,
          options,
          result: undefined,
          resolve: resolve as (value: unknown) => void,
        };
        imperative.set((list) => [...list, entry]);
      });
    },
    [imperative, messages, canAccess],
  );
  return { open };
}

/** Renders the imperatively opened modals (inside OverlayProvider). */
export function ImperativeModalHost({ store }: { store: ImperativeModals }) {
  const list = useSyncExternalStore(store.subscribe, store.get, store.get);
  return list.map((entry) => (
    <Modal
      key={entry.key}
      open
      title={entry.options.title}
      {...(entry.options.size ? { size: entry.options.size } : {})}
      footer={entry.options.footer}
      description={entry.options.description}
      onResult={(result) => {
        entry.result = result;
      }}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        store.set((items) => items.filter((e) => e !== entry));
        entry.resolve(entry.result);
      }}
    >
      {entry.content}
    </Modal>
  ));
}
