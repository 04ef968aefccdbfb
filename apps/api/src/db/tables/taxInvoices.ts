// Kysely table types: tax invoices and their lines (issue 45 item 1, migration 0030, decision 0074).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** numeric comes back as text from both engines. */
type Money = ColumnType<string, number | string, number | string>;
type Opt<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface TaxInvoiceTable {
  inv_no: string;
  /** NORMAL, or MODIFIED (수정세금계산서) replacing the disputed `orig_inv_no`. */
  kind_cd: ColumnType<string, string | undefined, string>;
  orig_inv_no: Opt<string>;
  sp_cd: string;
  cp_cd: string;
  /** ISSUED → CONFIRMED | DISPUTED → SUPERSEDED (rules `TAX_INVOICE_TRANSITIONS`). */
  stat_cd: ColumnType<string, string | undefined, string>;
  write_dt: string;
  from_dt: string;
  to_dt: string;
  crncy_cd: string;
  supply_amt: Money;
  vat_amt: Money;
  total_amt: Money;
  sp_biz_no: Opt<string>;
  sp_nm: string;
  sp_rpre_nm: Opt<string>;
  sp_addr: Opt<string>;
  sp_biz_type: Opt<string>;
  sp_biz_item: Opt<string>;
  by_biz_no: Opt<string>;
  by_nm: string;
  by_rpre_nm: Opt<string>;
  by_addr: Opt<string>;
  by_biz_type: Opt<string>;
  by_biz_item: Opt<string>;
  note_cn: Opt<string>;
  /** The 15th of the following month, and the day paid (moved past weekends and holidays). */
  due_dt: string;
  pay_dt: string;
  pay_moved_yn: ColumnType<string, string | undefined, string>;
  dispute_reason: Opt<string>;
  decided_user_id: Opt<number>;
  decided_dt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reg_user_id: number;
  reg_dt: Timestamp;
  version: Generated<number>;
  upd_dt: Timestamp;
}

export interface TaxInvoiceLineTable {
  inv_no: string;
  line_no: number;
  /** The accepted goods receipt invoiced (once while `live`). */
  rcv_no: string;
  ord_no: string;
  ord_line_no: number;
  item_cd: string;
  item_nm: string;
  spec_cn: string | null;
  unit_cd: string;
  rcv_dt: string;
  qty: ColumnType<string, number, number>;
  unit_price: Money;
  supply_amt: Money;
  live: ColumnType<boolean, boolean | undefined, boolean>;
}
