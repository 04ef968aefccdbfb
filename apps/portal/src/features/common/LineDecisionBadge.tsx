/**
 * A line's decision by the supplier as a badge (CNFM_STAT: waiting, confirmed, refused), for
 * both parties' screens: the supplier's order and the buyer's order detail.
 */
import { Badge, useCodeList, type BadgeTone } from '@mro/ui';

const TONES: Record<string, BadgeTone> = { WAIT: 'warning', CONF: 'success', REFU: 'danger' };

export function LineDecisionBadge({ status }: { status: string }) {
  const name = useCodeList('CNFM_STAT').items.find((c) => c.cd === status)?.cdNm ?? status;
  return <Badge tone={TONES[status] ?? 'neutral'}>{name}</Badge>;
}
