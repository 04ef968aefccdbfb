// Kysely table types: item requests and return or exchange requests with their lines and history.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, YN } from './columns.ts';

export interface ItemRequestTable {
  req_no: string;
  cp_cd: string;
  req_user_id: number;
  req_dt: Timestamp;
  item_nm: string;
  spec_cn: string | null;
  mfr_nm: string | null;
  unit_cd: string;
  req_qty: number;
  /** Whole won; bigint comes back from PostgreSQL as text. */
  hope_price: ColumnType<string | null, number | string | null, number | string | null>;
  crncy_cd: Generated<string>;
  /** YYYYMMDD. */
  need_dt: string | null;
  item_kind_cd: string;
  urgent_yn: YN;
  req_rsn_cn: string | null;
  stat_cd: string;
  rjct_rsn_cn: string | null;
  ath_file_id: string | null;
  version: Generated<number>;
  upd_user_id: number | null;
  upd_dt: Timestamp;
}

export interface ReturnRequestTable {
  rtn_no: string;
  rtn_kind_cd: string;
  /** The buyer's company. */
  cp_cd: string;
  /** The supplier's company the request is addressed to. */
  sp_cd: string;
  req_user_id: number;
  req_dt: Timestamp;
  ord_no: string;
  /** The order line the request is about (decision 0071); null on requests seeded before it. */
  line_no: ColumnType<number | null, number | null | undefined, number | null>;
  rsn_cd: string;
  rsn_cn: string | null;
  stat_cd: string;
  rjct_rsn_cn: string | null;
  ath_file_id: string | null;
  /** Whole won, the lines' sum; bigint comes back as text. */
  amount: ColumnType<string, number | string, number | string>;
  version: Generated<number>;
  upd_user_id: number | null;
  upd_dt: Timestamp;
}

export interface ReturnRequestItemTable {
  rtn_no: string;
  line_no: number;
  item_cd: string;
  item_nm: string;
  spec_cn: string | null;
  unit_cd: string;
  qty: number;
  unit_price: ColumnType<string, number | string, number | string>;
}

export interface ReturnRequestHistoryTable {
  rtn_no: string;
  seq: number;
  stat_cd: string;
  user_id: number;
  at: Timestamp;
  note: string | null;
}
