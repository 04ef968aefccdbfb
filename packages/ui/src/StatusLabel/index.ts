export { StatusLabel, type StatusLabelProps } from './StatusLabel';
export {
  APPROVAL_STATUSES,
  APPROVAL_TONES,
  ROW_STATES,
  ROW_STATE_TONES,
  approvalStatusOf,
  type ApprovalStatus,
  type ChangedRowState,
} from './statuses';
