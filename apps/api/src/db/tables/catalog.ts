// Kysely table types: the catalogue, contract prices, cart lines and purchase orders (issue 43).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, YN } from './columns.ts';

/** numeric comes back as text from both engines. */
type Money = ColumnType<string, number | string, number | string>;

export interface CatalogItemTable {
  item_cd: string;
  item_nm_ko: string;
  item_nm_en: string;
  spec_cn: string | null;
  mfcp_cust_id: string | null;
  model_no: string | null;
  unit_cd: string;
  pack_qty: number;
  min_ord_qty: number;
  list_price: Money;
  crncy_cd: string;
  sp_cd: string;
  lead_days: number;
  item_kind_cd: string;
  itm_clsf_cd: string;
  img_file_ids: Generated<string[]>;
  ath_file_id: string | null;
  discontinued_yn: YN;
  srch_txt: string;
  srch_ini: string;
  srch_keys: string[];
  /** Generated (migration 0017): lower-cased code, model number and English name for the relevance order. */
  rank_cd: Generated<string>;
  rank_model: Generated<string | null>;
  rank_nm_en: Generated<string>;
  version: Generated<number>;
  upd_dt: Timestamp;
  /** The list price's validity, YYYYMMDD, null: open (migration 0028, decision 0068). */
  valid_from: ColumnType<string | null, string | null | undefined, string | null>;
  valid_to: ColumnType<string | null, string | null | undefined, string | null>;
  upd_user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ContractPriceTable {
  cp_cd: string;
  item_cd: string;
  /** YYYYMMDD, both ends included. */
  valid_from: string;
  valid_to: string;
  price: Money;
}

export interface CartLineTable {
  user_id: number;
  item_cd: string;
  list_cd: 'CART' | 'SAVED';
  qty: ColumnType<string, number, number>;
  /** The unit price when the item was added (a change since is shown before ordering). */
  added_price: Money;
  added_dt: Timestamp;
}

export interface PurchaseOrderTable {
  ord_no: string;
  cp_cd: string;
  sp_cd: string;
  req_user_id: number;
  reg_dt: Timestamp;
  prgs_stat_cd: string;
  bp_cd: string;
  req_dlv_dt: string;
  cost_center: string | null;
  note_cn: string | null;
  pay_term_cd: string;
  ath_file_id: string | null;
  crncy_cd: string;
  amount: Money;
  idem_key: string;
  version: Generated<number>;
  upd_dt: Timestamp;
}

export interface PurchaseOrderLineTable {
  ord_no: string;
  line_no: number;
  item_cd: string;
  item_nm: string;
  spec_cn: string | null;
  unit_cd: string;
  qty: ColumnType<string, number, number>;
  unit_price: Money;
  amount: Money;
  /** The UnitPrice a punch-out OrderRequest sent (decision 0084), as written; null otherwise. */
  erp_unit_price: ColumnType<string | null, string | null | undefined, string | null>;
  /** Receipts (migration 0018, decision 0059): running totals and the version a receipt names. */
  rcv_qty: ColumnType<string, number | undefined, number>;
  acc_qty: ColumnType<string, number | undefined, number>;
  rej_qty: ColumnType<string, number | undefined, number>;
  rcv_version: Generated<number>;
  /** The supplier's decision (migration 0024, decision 0065): WAIT, CONF (promised day) or REFU. */
  cnfm_stat_cd: ColumnType<string, string | undefined, string>;
  prms_dlv_dt: string | null;
  cnfm_reason: string | null;
  cnfm_user_id: number | null;
  cnfm_dt: Timestamp | null;
  /** What the line's normal deliveries (not cancelled) carry; never more than `qty`. */
  dlv_qty: ColumnType<string, number | undefined, number>;
}

/** One receipt of an order line (migration 0018, decision 0059). */
export interface GoodsReceiptTable {
  rcv_no: string;
  ord_no: string;
  line_no: number;
  cp_cd: string;
  rcv_qty: ColumnType<string, number, number>;
  acc_qty: ColumnType<string, number, number>;
  rej_qty: ColumnType<string, number, number>;
  rej_reason: string | null;
  rcv_dt: string;
  rcv_user_id: number;
  /** The supplier's delivery this receipt is of (issue 44); null until deliveries exist. */
  dlv_no: string | null;
  reg_dt: Timestamp;
}

export interface OrderSubmissionTable {
  user_id: number;
  idem_key: string;
  ord_nos: string[];
  reg_dt: Timestamp;
}
