import type { CodeItem } from '@mro/rules';
import { useCodeList } from '@mro/ui';

/** A code list row as the server sends it: link codes carry their address in usePsDefCn1. */
type LinkCode = CodeItem & { usePsDefCn1?: string };

/**
 * The chat-support address (spec 000 §2: "chat link from code list CM031", its `CHANNEL_DM_URL`
 * row), or undefined until the list has loaded or when the row is missing or unused: no link is
 * shown rather than a dead one.
 */
export function useChatUrl(): string | undefined {
  const row = (useCodeList('CM031').items as readonly LinkCode[]).find((c) => c.cd === 'CHANNEL_DM_URL');
  return row && row.useYn !== 'N' ? row.usePsDefCn1 || undefined : undefined;
}
