/**
 * A chat channel of code list CM031 (spec 001: CHANNEL_DM_URL the main channel, CHANNEL_DLV_URL
 * deliveries, CHANNEL_BY_ITEM_URL and CHANNEL_SP_ITEM_URL the item channels; decision 0071): its
 * address is usePsDefCn1, and it is in use only when usePsDefCn2 is Y (and the row is used). A
 * channel in use opens in the 375 × 630 chat popup (@mro/ui `openPopup('chat')`, MROCM0008 when
 * the browser blocks it); one not in use, or while the list loads, is null: no button is shown.
 */
import { useMemo } from 'react';
import type { CodeItem } from '@mro/rules';
import { useCodeList, usePopup } from '@mro/ui';

export type ChatChannelCode = 'CHANNEL_DM_URL' | 'CHANNEL_DLV_URL' | 'CHANNEL_BY_ITEM_URL' | 'CHANNEL_SP_ITEM_URL';

/** The code list of the chat channels. */
export const CHAT_CODE_LIST = 'CM031';

type ChannelRow = CodeItem & { usePsDefCn1?: string | null; usePsDefCn2?: string | null };

export interface ChatChannel {
  /** The channel's address (an anchor's href, for a new tab on a modified click). */
  url: string;
  /** The channel's name in the current language. */
  name: string;
  /** Opens the channel in the chat popup. */
  open(): void;
}

/** The address of a channel row in use, or null (pure: usePsDefCn2 Y, an http(s) address). */
export function channelUrl(row: ChannelRow | undefined): string | null {
  if (!row || row.useYn === 'N' || row.usePsDefCn2 !== 'Y') return null;
  const url = row.usePsDefCn1?.trim() ?? '';
  return /^https?:\/\//i.test(url) ? url : null;
}

export function useChatChannel(code: ChatChannelCode): ChatChannel | null {
  const rows = useCodeList(CHAT_CODE_LIST).items as readonly ChannelRow[];
  const popup = usePopup();
  const row = rows.find((r) => r.cd === code);
  const url = channelUrl(row);
  const name = row?.cdNm ?? '';
  return useMemo(() => (url ? { url, name, open: () => void popup('chat', { url }) } : null), [url, name, popup]);
}
