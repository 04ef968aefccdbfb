/**
 * An approval step's decision as the catalogue names it, shared by the approval box and the order
 * detail's approval history (decision 0109).
 */
import type { ApprovalStepDecision } from '@mro/rules';

/** A step's decision as the catalogue names it (`approvals.decision.<code>`); a step not reached: NONE. */
export const decisionKey = (code: string | null): ApprovalStepDecision | 'NONE' =>
  (code ?? 'NONE') as ApprovalStepDecision | 'NONE';
