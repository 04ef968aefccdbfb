/**
 * The provider back office (issue 45 item 3, decision 0067): the reason of a rejected
 * registration, what staff may do with a user in each state, and the audit's actions. The server
 * refuses what `userActions` does not allow (409 MROBO0001); the screen offers only those.
 */

/** A rejection's reason: required, at most this many characters (the rule `required|max:500`). */
export const BACKOFFICE_REASON_MAX = 500;
export const BACKOFFICE_REASON_SCHEMA = `required|max:${BACKOFFICE_REASON_MAX}`;

/** A user's state as staff see it (REJECTED: a buyer's registration refused). */
export type BackofficeUserStatus = 'ACTIVE' | 'DORMANT' | 'SUSPENDED' | 'PENDING' | 'REJECTED';

export type UserAction = 'suspend' | 'restore' | 'unlock';

/**
 * What staff may do with a user: suspend an active or dormant one; restore (to active) a dormant
 * or suspended one; unlock one whose sign-in is locked after too many wrong passwords (whatever
 * the state: the lock is on the login id). Waiting and rejected registrations are decided in the
 * queue, not here.
 */
export function userActions(status: BackofficeUserStatus, locked: boolean): UserAction[] {
  const actions: UserAction[] = [];
  if (status === 'ACTIVE' || status === 'DORMANT') actions.push('suspend');
  if (status === 'DORMANT' || status === 'SUSPENDED') actions.push('restore');
  if (locked) actions.push('unlock');
  return actions;
}

/** Every change the back office records (who, when, what), by action. */
export const AUDIT_ACTIONS = [
  'BUYER_APPROVE',
  'BUYER_REJECT',
  'SUPPLIER_APPROVE',
  'SUPPLIER_REJECT',
  'USER_SUSPEND',
  'USER_RESTORE',
  'USER_UNLOCK',
  'POST_CREATE',
  'POST_UPDATE',
  'POST_DELETE',
  // Reference content (decision 0077).
  'BANNER_CREATE',
  'BANNER_UPDATE',
  'BANNER_DELETE',
  'CODE_CREATE',
  'CODE_UPDATE',
  'MENU_UPDATE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
