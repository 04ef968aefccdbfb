// Which tone of the status scale each status shows: the approval statuses 1 to 7 and the grid's
// row states. Pure data; the texts are the ui catalogue's (status.approval.N, dataGrid.state.*).
import type { BadgeTone } from '../Badge/Badge';
import type { RowState } from '../DataGrid/gridRows';

/** Approval statuses as the server sends them (1 temporary save … 7 approval rejected). */
export const APPROVAL_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_TONES: Record<ApprovalStatus, BadgeTone> = {
  1: 'neutral', // temporary save
  2: 'progress', // under approval
  3: 'success', // approval completed
  4: 'warning', // under cancel approval
  5: 'muted', // cancel approval
  6: 'info', // under change
  7: 'danger', // approval rejected
};

/** The grid's row states that show a label ('none' shows nothing). */
export const ROW_STATES = ['created', 'updated', 'deleted'] as const;
export type ChangedRowState = Exclude<RowState, 'none'>;

/** The same tones as the grid's row backgrounds (tokens color.row-state.* refer to these). */
export const ROW_STATE_TONES: Record<ChangedRowState, BadgeTone> = {
  created: 'success',
  updated: 'info',
  deleted: 'muted',
};

/** An approval status from the server's code ('2' or 2); null for anything else. */
export function approvalStatusOf(code: string | number): ApprovalStatus | null {
  const n = typeof code === 'number' ? code : /^\s*[1-7]\s*$/.test(code) ? Number(code) : NaN;
  return (APPROVAL_STATUSES as readonly number[]).includes(n) ? (n as ApprovalStatus) : null;
}
