import type { CodeItem } from '@mro/rules';
import { useCodeList } from '@mro/ui';

/** A code list row as the server sends it: link codes carry their address in usePsDefCn1. */
type LinkCode = CodeItem & { usePsDefCn1?: string };

/**
 * The address a link code row carries (`usePsDefCn1`), or undefined until the list has loaded or
 * when the row is missing or unused: no link is shown rather than a dead one.
 */
export function useLinkCode(group: string, code: string): string | undefined {
  const row = (useCodeList(group).items as readonly LinkCode[]).find((c) => c.cd === code);
  return row && row.useYn !== 'N' ? row.usePsDefCn1 || undefined : undefined;
}

/** The browser upgrade address (spec 000: "code CM057 gives the upgrade link", its `UPGRADE_URL` row). */
export const useUpgradeUrl = () => useLinkCode('CM057', 'UPGRADE_URL');
