import { useMemo } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';
import type { MessageOptions } from './messageQueue';

/**
 * `alert(codeOrText, options)` and `confirm(codeOrText, options)`: a message code of @mro/rules
 * (shown through i18next with its params) or plain text. Confirm resolves true, cancel / Esc /
 * close false; messages queue and show one at a time.
 */
export function useMessageBox() {
  const { messages } = useOverlayContext();
  return useMemo(
    () => ({
      alert: (message: string, options?: MessageOptions) => messages.enqueue('alert', message, options),
      confirm: (message: string, options?: MessageOptions) => messages.enqueue('confirm', message, options),
    }),
    [messages],
  );
}
