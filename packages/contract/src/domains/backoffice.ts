// The provider back office (issue 45 item 3, decisions 0064 and 0067; role A in any system, the
// screens in BY under /by/admin): a registration's rejection with a reason, a supplier
// application with its documents, the users of the companies (suspend, restore, unlock) and the
// audit of every change staff made. The queue and the approvals are in accounts.ts.
import { AUDIT_ACTIONS, BACKOFFICE_REASON_SCHEMA, type AuditAction, type BackofficeUserStatus } from '@mro/rules';
import { call, domain, type } from '../call.ts';
import type { Listing } from '../envelope.ts';
import { flag, oneOf, text, version } from '../fields.ts';
import { BOARD_IDS, type BoardId } from './boards.ts';
import type { FileInfo } from './files.ts';

const ADMIN = { roles: ['A'] } as const;
const REASON = { reason: text(BACKOFFICE_REASON_SCHEMA) } as const;

/**
 * A notice, FAQ or reference post as staff write it: the content is HTML from the editor, which
 * the server sanitizes (scripts, handlers and styles dropped) before storing; the attachments are
 * a file group uploaded first (made readable by whoever may read the post).
 */
export const BOARD_POST_FIELDS = {
  rpreBrdId: oneOf(BOARD_IDS, { required: true }),
  titlCn: text('required|max:200'),
  cntn: text('required|max:200000'),
  sysGbCd: oneOf(['BY', 'SP', 'ALL'], { required: true }),
  beforeLoginYn: flag(),
  athFileId: text('max:40'),
} as const;

/** The version of a post the caller read (decision 0076): a stale one is refused with 409 MROBO0021. */
const POST_VERSION = version({ description: 'the version the caller read (required, a positive integer)' });

/** A post as the back office lists it (every board, audience and visibility). */
export interface AdminBoardRow {
  ntcnId: number;
  rpreBrdId: BoardId;
  titlCn: string;
  sysGbCd: 'BY' | 'SP' | 'ALL';
  beforeLoginYn: 'Y' | 'N';
  athFileYn: 'Y' | 'N';
  regDt: string;
  /** The last change (null: never changed since written) and who made it. */
  updDt: string | null;
  updLoginId: string | null;
  viewCnt: number;
  version: number;
}

/** A post as staff edit it: the stored (sanitized) HTML and the attachments with their links. */
export interface AdminBoardPost extends AdminBoardRow {
  cntn: string;
  athFileId: string | null;
  files: FileInfo[];
}

/** A supplier application as staff read it before deciding. */
export interface SupplierApplicationDetail {
  applNo: string;
  status: 'RECEIVED' | 'APPROVED' | 'REJECTED';
  cpNm: string;
  cpEngNm: string | null;
  bizRegNo: string;
  corpNo: string | null;
  rprePsNm: string | null;
  email: string;
  telNo: string | null;
  applicantNm: string | null;
  regDt: string;
  decidedDt: string | null;
  rejectReason: string | null;
  /** Each document with its type (code and label) and its files (download links with tokens). */
  documents: { docTypeCd: string; docTypeNm: string; files: FileInfo[] }[];
}

/** A user as the back office lists them. */
export interface BackofficeUser {
  loginId: string;
  userNm: string;
  cpCd: string;
  cpNm: string;
  custRolCd: 'B' | 'V' | 'A';
  email: string;
  status: BackofficeUserStatus;
  /** Minutes left on the sign-in lock after too many wrong passwords (0: not locked). */
  lockedMinutes: number;
  regDt: string;
}

/** One recorded back-office change. */
export interface AuditRow {
  auditId: number;
  at: string;
  actorLoginId: string;
  action: AuditAction;
  targetId: string;
  cpCd: string | null;
  detail: string | null;
}

/** A user's new state after a back-office action. */
export interface UserActionResult {
  loginId: string;
  status: BackofficeUserStatus;
  lockedMinutes: number;
}

export const backoffice = domain('backoffice', {
  /** 409 MROAU0015 when it was decided already; the applicant is told by mail. */
  rejectBuyer: call({
    method: 'POST',
    path: '/admin/users/:loginId/reject',
    access: ADMIN,
    summary: "Rejects a buyer's registration with a reason (mailed to the applicant)",
    body: REASON,
    response: type<{ loginId: string; status: 'REJECTED' }>(),
  }),
  supplierApplication: call({
    method: 'GET',
    path: '/admin/supplier-applications/:applNo',
    access: ADMIN,
    summary: 'A supplier application: its company, contact and documents (each with a download link)',
    response: type<SupplierApplicationDetail>(),
  }),
  /** 409 MROAU0015 when it was decided already; the applicant is told by mail. */
  rejectSupplier: call({
    method: 'POST',
    path: '/admin/supplier-applications/:applNo/reject',
    access: ADMIN,
    summary: "Rejects a supplier's application with a reason (mailed to the applicant)",
    body: REASON,
    response: type<{ applNo: string; status: 'REJECTED' }>(),
  }),
  users: call({
    method: 'GET',
    path: '/admin/users',
    access: ADMIN,
    summary: 'Users by login id, name or company (at most 200), with their state and sign-in lock',
    query: { q: text('max:100'), status: oneOf(['', 'ACTIVE', 'DORMANT', 'SUSPENDED', 'PENDING', 'REJECTED']) },
    response: type<Listing<BackofficeUser>>(),
  }),
  /** 409 MROBO0001 when the user's state does not allow it (userActions of @mro/rules). */
  suspendUser: call({
    method: 'POST',
    path: '/admin/users/:loginId/suspend',
    access: ADMIN,
    summary: 'Suspends an active or dormant user (their sessions end)',
    response: type<UserActionResult>(),
  }),
  restoreUser: call({
    method: 'POST',
    path: '/admin/users/:loginId/restore',
    access: ADMIN,
    summary: 'Restores a dormant or suspended user to active',
    response: type<UserActionResult>(),
  }),
  unlockUser: call({
    method: 'POST',
    path: '/admin/users/:loginId/unlock',
    access: ADMIN,
    summary: "Lifts a user's sign-in lock after too many wrong passwords",
    response: type<UserActionResult>(),
  }),
  audits: call({
    method: 'GET',
    path: '/admin/audits',
    access: ADMIN,
    summary: "The back office's recorded changes, newest first (at most 200), by who, target or reason",
    query: { q: text('max:100'), action: oneOf(['', ...AUDIT_ACTIONS]) },
    response: type<Listing<AuditRow>>(),
  }),
  posts: call({
    method: 'GET',
    path: '/admin/board-posts',
    access: ADMIN,
    summary: "A board's posts for staff, every audience (at most 200, newest first), by title or body",
    query: { rpreBrdId: oneOf(BOARD_IDS, { required: true }), q: text('max:100') },
    response: type<Listing<AdminBoardRow>>(),
  }),
  postDetail: call({
    method: 'GET',
    path: '/admin/board-posts/:ntcnId',
    access: ADMIN,
    summary: 'One post as staff edit it, with its version and attachments (not counted as a view)',
    response: type<AdminBoardPost>(),
  }),
  createPost: call({
    method: 'POST',
    path: '/admin/board-posts',
    access: ADMIN,
    summary: 'Writes a notice, FAQ or reference post (its HTML sanitized, its attachments a file group)',
    body: BOARD_POST_FIELDS,
    response: type<{ ntcnId: number }>(),
  }),
  updatePost: call({
    method: 'PUT',
    path: '/admin/board-posts/:ntcnId',
    access: ADMIN,
    summary: 'Changes a post (the same fields, sanitized again) of the version read; 409 MROBO0021 when stale',
    body: { ...BOARD_POST_FIELDS, version: POST_VERSION },
    response: type<{ ntcnId: number; version: number }>(),
  }),
  deletePost: call({
    method: 'DELETE',
    path: '/admin/board-posts/:ntcnId',
    access: ADMIN,
    summary: 'Deletes a post and its attachments (the version read; 409 MROBO0021 when changed first)',
    query: { version: version() },
    response: type<{ ntcnId: number; deleted: true }>(),
  }),
});
