import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayContext } from '../Overlay/OverlayContext';
import {
  openPopup,
  openPopupThen,
  type FormPopupKind,
  type OpenedPopup,
  type PopupKind,
  type PopupPayloads,
  type PreparedPopup,
} from './windowPopup';

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

/**
 * openPopupThen for a click handler whose form needs an answer first (a one-time token): the
 * window opens at once with a localized "preparing the document…" line, the form follows when
 * `load` resolves; nothing from `load` closes the window again; a blocked window is MROCM0008.
 * Call it synchronously from the click, before any await.
 */
export function usePopupThen() {
  const { messages } = useOverlayContext();
  const { t, i18n } = useTranslation('ui');
  return useCallback(
    async <K extends FormPopupKind>(
      kind: K,
      load: () => Promise<PopupPayloads[K] | null | undefined>,
      sizeOf?: Partial<PopupPayloads[K]>,
    ): Promise<PreparedPopup> => {
      const prepared = openPopupThen(kind, load, {
        placeholder: { text: t('popup.preparing'), lang: i18n.language },
        ...(sizeOf ? { sizeOf } : {}),
      });
      const result = await prepared;
      if (result.blocked) void messages.enqueue('alert', 'MROCM0008');
      return result;
    },
    [messages, t, i18n],
  );
}
