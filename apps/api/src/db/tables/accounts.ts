// Kysely table types: companies, their departments and business places, users, sign-in attempts, tokens, one-time passwords and SMS, SSO nonces.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, YN } from './columns.ts';

export interface CompanyTable {
  cp_cd: string;
  cp_nm: string;
  cp_eng_nm: string;
  cust_rol_cd: 'B' | 'V' | 'A';
  imk_lock_yn: YN;
  rlcp_yn: YN;
  biz_reg_no: string | null;
  /** Users come from a user-data interface: no self-registration. */
  if_user_yn: YN;
  rpre_ps_nm: ColumnType<string | null, string | null | undefined, string | null>;
  corp_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** The tax invoice's address, business type (업태) and item (종목) (migration 0030, decision 0074). */
  biz_addr: ColumnType<string | null, string | null | undefined, string | null>;
  biz_type_nm: ColumnType<string | null, string | null | undefined, string | null>;
  biz_item_nm: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DepartmentTable {
  dp_cd: string;
  cp_cd: string;
  dp_nm: string;
}

export interface BusinessPlaceTable {
  bp_cd: string;
  cp_cd: string;
  bp_nm: string;
  hist_itm_clsf_cd: string | null;
}

/** REJECTED: a buyer's registration the provider refused (decision 0067). */
export type UserStatus = 'ACTIVE' | 'DORMANT' | 'SUSPENDED' | 'PENDING' | 'REJECTED';

export interface UserTable {
  user_id: Generated<number>;
  login_id: string;
  user_nm: string;
  cp_cd: string;
  dp_cd: string | null;
  cust_rol_cd: 'B' | 'V' | 'A';
  email: string;
  mobile_no: string;
  office_tel_no: string | null;
  emp_no: string | null;
  user_lang_cd: 'KO' | 'EN';
  status: UserStatus;
  otp_yn: YN;
  pw_hash: string;
  pw_changed_at: Timestamp;
  pw_change_next_yn: YN;
  created_at: Generated<Timestamp>;
  knox_id: ColumnType<string | null, string | null | undefined, string | null>;
  ione_id: ColumnType<string | null, string | null | undefined, string | null>;
  fax_no: ColumnType<string | null, string | null | undefined, string | null>;
  job_grade_cd: ColumnType<string | null, string | null | undefined, string | null>;
  zip_cd: ColumnType<string | null, string | null | undefined, string | null>;
  addr: ColumnType<string | null, string | null | undefined, string | null>;
  addr_dtl: ColumnType<string | null, string | null | undefined, string | null>;
  dlv_place_nm: ColumnType<string | null, string | null | undefined, string | null>;
  eu_resident_yn: Generated<YN>;
  itg_mail_rcv_yn: Generated<YN>;
  new_req_mail_rcv_yn: Generated<YN>;
  ad_mail_rcv_yn: Generated<YN>;
  terms_agreed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sourcing_yn: Generated<YN>;
  /** "Change next time": no reminder before this moment. */
  pw_remind_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginAttemptTable {
  login_key: string;
  fail_count: number;
  locked_until: Timestamp | null;
  last_fail_at: Timestamp | null;
  /** Attempts reserved and not yet settled (their passwords are being checked). */
  pending: Generated<number>;
  reserved_at: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * A session family (decision 0080): the hashes of its current refresh token and of the access
 * token issued with it, rewritten by each refresh; both tokens carry `family_id`.
 */
export interface TokenTable {
  token_hash: string;
  access_hash: string;
  user_id: number;
  sys_gb_cd: string;
  family_id: string;
  /** The access token's end; it also ends when a refresh replaces it or the row is revoked. */
  access_expires_at: Timestamp;
  /** The refresh token's end. */
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OtpTable {
  otp_id: Generated<number>;
  ticket_hash: string;
  /** Null for a decoy ticket (find id/password, unlock for nobody): nothing reveals a miss. */
  user_id: number | null;
  purpose: 'LOGIN' | 'FIND_ID' | 'FIND_PW' | 'RESET_PW' | 'UNLOCK';
  code_hash: string | null;
  expires_at: Timestamp | null;
  tries: number;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OtpSendTable {
  send_id: Generated<number>;
  user_id: number;
  sent_at: Timestamp;
}

export interface SmsOutboxTable {
  sms_id: Generated<number>;
  phone: string;
  body: string;
  created_at: Timestamp;
}

export interface SsoNonceTable {
  nonce: string;
  used_at: Timestamp;
}

/** A change made in the provider back office (decision 0067): who, when, what, of what. */
export interface BackofficeAuditTable {
  audit_id: Generated<number>;
  actor_user_id: number;
  actor_login_id: string;
  /** One of @mro/rules AUDIT_ACTIONS. */
  action: string;
  /** The user's login id or the supplier application's number. */
  target_id: string;
  cp_cd: string | null;
  /** The reason of a rejection, or null. */
  detail: string | null;
  created_at: Timestamp;
}
