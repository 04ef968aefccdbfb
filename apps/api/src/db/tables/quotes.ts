// Kysely table types: quote requests, suppliers' answers and e-contracts (migration 0029, decision 0066).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** numeric and bigint come back as text from both engines. */
type Num = ColumnType<string, number | string, number | string>;
type NumOrNull = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface QuoteRequestTable {
  qt_no: string;
  cp_cd: string;
  req_user_id: number;
  title: string;
  note_cn: Opt<string>;
  ath_file_id: Opt<string>;
  stat_cd: string;
  award_sp_cd: Opt<string>;
  ctrt_no: Opt<string>;
  reg_dt: Timestamp;
  version: Generated<number>;
  upd_dt: Timestamp;
}

export interface QuoteRequestLineTable {
  qt_no: string;
  line_no: number;
  item_nm: string;
  spec_cn: Opt<string>;
  unit_cd: string;
  qty: Num;
  req_dt: string;
  item_cd: Opt<string>;
  item_req_no: Opt<string>;
}

export interface QuoteSupplierTable {
  qt_no: string;
  sp_cd: string;
  stat_cd: string;
  crncy_cd: Opt<string>;
  lead_days: Opt<number>;
  valid_dt: Opt<string>;
  note_cn: Opt<string>;
  dcln_rsn_cn: Opt<string>;
  ath_file_id: Opt<string>;
  amount: NumOrNull;
  ans_user_id: Opt<number>;
  ans_dt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
}

export interface QuoteAnswerLineTable {
  qt_no: string;
  sp_cd: string;
  line_no: number;
  unit_price: Num;
}

export interface EContractTable {
  ctrt_no: string;
  ctrt_grp_no: string;
  ctrt_ver: Generated<number>;
  ctrt_nm: string;
  ctrt_kind_cd: string;
  doc_cls_cd: string;
  stat_cd: string;
  ctrt_dt: string;
  start_dt: string;
  end_dt: string;
  amount: Num;
  crncy_cd: string;
  qt_no: Opt<string>;
  cp_cd: string;
  sp_cd: string;
  a_cp_nm: string;
  a_rpre_nm: Opt<string>;
  a_contact_nm: Opt<string>;
  a_addr: Opt<string>;
  a_tel_no: Opt<string>;
  a_email: Opt<string>;
  a_biz_type: Opt<string>;
  b_cp_nm: string;
  b_rpre_nm: Opt<string>;
  b_contact_nm: Opt<string>;
  b_addr: Opt<string>;
  b_tel_no: Opt<string>;
  b_email: Opt<string>;
  b_biz_type: Opt<string>;
  lgst_rate: NumOrNull;
  lgst_amount: NumOrNull;
  ctrt_url: Opt<string>;
  sp_cnfm_user_id: Opt<number>;
  sp_cnfm_dt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  by_cnfm_user_id: Opt<number>;
  by_cnfm_dt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reg_user_id: number;
  reg_dt: Timestamp;
  version: Generated<number>;
  upd_dt: Timestamp;
}

export interface EContractLineTable {
  ctrt_no: string;
  line_no: number;
  item_nm: string;
  spec_cn: Opt<string>;
  unit_cd: string;
  qty: Num;
  unit_price: Num;
  item_cd: Opt<string>;
}
