// Kysely table types: approval lines, approval documents and their steps (decision 0048),
// notifications (decision 0049), punch-out credentials and sessions (decision 0050).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, YN } from './columns.ts';

export interface ApprovalLineTable {
  line_id: Generated<number>;
  cp_cd: string;
  line_nm: string;
  default_yn: Generated<YN>;
}

export interface ApprovalLineStepTable {
  line_id: number;
  step_no: number;
  user_id: number;
  /** H agreement, B approval, Y post-approval, J notice. */
  proc_kind_cd: string;
  /** A all, M e-mail, S SMS, N none. */
  alert_type_cd: string;
}

export interface ApprovalDocTable {
  appr_no: string;
  doc_kind: string;
  doc_id: string;
  cp_cd: string;
  drafter_user_id: number;
  title: string;
  /** numeric comes back from PostgreSQL as text. */
  amount: ColumnType<string, number | string, number | string>;
  crncy_cd: string;
  /** Progress status '1' … '7'. */
  stat_cd: string;
  cur_step_no: number | null;
  round: Generated<number>;
  line_id: number | null;
  version: Generated<number>;
  reg_dt: Timestamp;
  upd_dt: Timestamp;
}

export interface ApprovalStepTable {
  appr_no: string;
  round: number;
  step_no: number;
  user_id: number;
  proc_kind_cd: string;
  alert_type_cd: string;
  /** null (not reached), WAIT, APPROVED, REJECTED, NOTIFIED, SKIPPED, DRAFTED. */
  decision_cd: string | null;
  reason_cn: string | null;
  decided_at: Timestamp | null;
}

export interface NotificationTable {
  ntf_id: Generated<string>;
  user_id: number;
  kind_cd: string;
  params: ColumnType<Record<string, string | number>, string, string>;
  link_path: string | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PunchoutCredentialTable {
  identity: string;
  domain: string;
  cp_cd: string;
  user_id: number;
  secret_hash: string;
  use_yn: Generated<YN>;
  /** How far an OrderRequest's UnitPrice may differ from the price given, in basis points (decision 0084). */
  price_tolerance_bp: Generated<number>;
}

export interface PunchoutSessionTable {
  session_id: string;
  identity: string;
  cp_cd: string;
  user_id: number;
  buyer_cookie: string;
  form_post_url: string;
  operation: string;
  start_token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  started_at: Timestamp | null;
  /** CXML (PunchOutOrderMessage to BrowserFormPost) or OCI (NEW_ITEM fields to HOOK_URL), decision 0057. */
  kind: Generated<'CXML' | 'OCI'>;
  returned_at: Timestamp | null;
  /** The one-time page that posts the returned cart: its token's hash and the form (JSON). */
  handoff_token_hash: string | null;
  handoff_form: string | null;
  /** Edit and inspect: the earlier cart's ItemOut lines as sent (JSON of SetupItem[]; decision 0100). */
  earlier_items: ColumnType<string | null, string | null | undefined, string | null>;
  /** The returned cart's unit prices (JSON: item code to a decimal string; decision 0101). */
  returned_prices: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The orders a cXML OrderRequest created, under its payloadID (decision 0057). */
export interface PunchoutOrderTable {
  identity: string;
  payload_id: string;
  buyer_order_id: string;
  cp_cd: string;
  ord_nos: string[];
  reg_dt: Timestamp;
}
