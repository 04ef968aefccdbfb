// The toasts of one overlay host, in a polite live region that is always in the page (so the first
// toast is announced too). Pointer over the region or focus in it pauses every toast's timer;
// leaving resumes them. Contract: a toast never takes the focus; each has a close button.
// Cost: one subscription to the queue; a render per toast shown or gone.
import { useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/createI18n';
import { RemoveButton } from '../shared/looks';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import type { ToastQueue } from './toastQueue';
import { Item, Region, Sign, Text } from './Toast.styles';

const SIGN = { success: '✓', info: 'i', warning: '!', error: '×' } as const;

export function ToastRegion({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.visible.subscribe, queue.visible.get, queue.visible.get);
  const { t, i18n } = useTranslation('ui');
  const held = useRef({ pointer: false, focus: false });
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    held.current[what] = on;
    if (held.current.pointer || held.current.focus) queue.pause();
    else queue.resume();
  };
  return (
    <Region
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t('toast.region')}
      data-mro-toast-region=""
      onPointerEnter={() => hold('pointer', true)}
      onPointerLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) hold('focus', false);
      }}
    >
      {toasts.map((toast) => (
        <Item key={toast.id} $kind={toast.kind} data-toast-kind={toast.kind}>
          <Sign $kind={toast.kind} aria-hidden="true">
            {SIGN[toast.kind]}
          </Sign>
          <Text>
            <VisuallyHidden>{t(`toast.kind.${toast.kind}`)}: </VisuallyHidden>
            {translateMessage(i18n, toast.message, toast.params)}
          </Text>
          <RemoveButton
            type="button"
            aria-label={t('toast.close')}
            onClick={() => {
              queue.dismiss(toast.id);
              // The region loses the focus with the button: the timers run again.
              hold('focus', false);
            }}
          >
            ×
          </RemoveButton>
        </Item>
      ))}
    </Region>
  );
}
