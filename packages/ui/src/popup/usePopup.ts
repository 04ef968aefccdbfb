import { useCallback } from 'react';
import { useOverlayContext } from '../Overlay/OverlayContext';
import { openPopup, type OpenedPopup, type PopupKind, type PopupPayloads } from './windowPopup';

/** openPopup with a clear message (MROCM0008) when the browser blocks the window. */
export function usePopup() {
  const { messages } = useOverlayContext();
  return useCallback(
    <K extends PopupKind>(kind: K, payload: PopupPayloads[K]): OpenedPopup => {
      const opened = openPopup(kind, payload);
      if (opened.blocked) void messages.enqueue('alert', 'MROCM0008');
      return opened;
    },
    [messages],
  );
}
