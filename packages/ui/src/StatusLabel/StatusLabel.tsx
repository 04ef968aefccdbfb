// StatusLabel: an approval status (1 to 7) or a grid row state as a Badge with its text from the
// ui catalogue and its tone from the one status scale. Contract: the text is always there (never
// colour alone); an unknown code shows the code itself in the neutral tone rather than nothing.
// Cost: one span, one catalogue lookup.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { APPROVAL_TONES, ROW_STATE_TONES, approvalStatusOf, type ChangedRowState } from './statuses';

export type StatusLabelProps = Omit<BadgeProps, 'children' | 'tone'> & {
  ref?: Ref<HTMLSpanElement> | undefined;
} & (
    | {
        /** Approval status code, 1 to 7 (number or the server's string). */ approval: string | number;
        rowState?: never;
      }
    | { /** A grid row's state. */ rowState: ChangedRowState; approval?: never }
  );

export function StatusLabel({ approval, rowState, ...rest }: StatusLabelProps) {
  const { t } = useTranslation('ui');
  if (rowState !== undefined) {
    return (
      <Badge {...rest} tone={ROW_STATE_TONES[rowState]}>
        {t(`dataGrid.state.${rowState}`)}
      </Badge>
    );
  }
  const status = approvalStatusOf(approval!);
  return (
    <Badge {...rest} tone={status ? APPROVAL_TONES[status] : 'neutral'} data-status={status ?? undefined}>
      {status ? t(`status.approval.${status}`) : String(approval)}
    </Badge>
  );
}
