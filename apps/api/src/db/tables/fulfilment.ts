// Kysely table types: deliveries and their lines (issue 44, migration 0024, decision 0065). The
// order line's confirmation columns live on PurchaseOrderLineTable (tables/catalog.ts).
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A supplier's delivery of lines of one order (or an exchange's replacement). */
export interface DeliveryTable {
  dlv_no: string;
  ord_no: string;
  sp_cd: string;
  cp_cd: string;
  /** NORMAL, or EXCHANGE for the replacement of a completed exchange request (`rtn_no`). */
  kind_cd: ColumnType<string, string | undefined, string>;
  rtn_no: string | null;
  /** SCHD scheduled → SHIP shipped → DONE received; SCHD → CANC (rules `DELIVERY_TRANSITIONS`). */
  stat_cd: ColumnType<string, string | undefined, string>;
  dlv_dt: string;
  /** CARRIER (carrier_cd + tracking_no) or OWN (vehicle_no, driver_nm, driver_tel). */
  trans_kind_cd: string;
  carrier_cd: string | null;
  tracking_no: string | null;
  vehicle_no: string | null;
  driver_nm: string | null;
  driver_tel: string | null;
  /** An import's declaration (B/L) number: the customs tracking page's key. */
  customs_no: string | null;
  note_cn: string | null;
  ship_dt: Timestamp | null;
  reg_user_id: number;
  reg_dt: Timestamp;
  version: Generated<number>;
  upd_dt: Timestamp;
}

export interface DeliveryLineTable {
  dlv_no: string;
  ord_no: string;
  line_no: number;
  qty: ColumnType<string, number, number>;
  /** What the buyer's receipts of this delivery line took. */
  rcv_qty: ColumnType<string, number | undefined, number>;
}
