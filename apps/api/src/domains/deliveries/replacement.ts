// An exchange's replacement delivery (issue 44, decision 0065 and 0071): when the supplier
// completes an approved EXCHANGE request, the same transaction schedules a delivery of the
// exchanged quantity on the request's order line: kind EXCHANGE, the request's number, status
// SCHD, the planned day and transport the supplier gave (checked by the caller with @mro/rules
// checkTransport and deliveryDayRefusal). It does not raise purchase_order_line.dlv_qty: a
// replacement does not count against the ordered quantity. The supplier then ships it from its
// deliveries list like any other. Cost: one nextval and two inserts.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface ReplacementTransport {
  /** YYYYMMDD, not before today. */
  dlvDt: string;
  transKind: 'CARRIER' | 'OWN';
  carrierCd: string | null;
  trackingNo: string | null;
  vehicleNo: string | null;
  driverNm: string | null;
  driverTel: string | null;
}

export interface ReplacementOf {
  rtnNo: string;
  ordNo: string;
  lineNo: number;
  qty: number;
  spCd: string;
  cpCd: string;
  userId: number;
}

/** Inserts the replacement delivery and its one line; answers its number. */
export async function insertReplacementDelivery(
  tx: Transaction<Database> | Kysely<Database>,
  of: ReplacementOf,
  transport: ReplacementTransport,
  { now, today }: { now: Date; today: string },
): Promise<string> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('delivery_no_seq') AS n`.execute(tx);
  const dlvNo = `DL${today}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
  const own = transport.transKind === 'OWN';
  await tx
    .insertInto('delivery')
    .values({
      dlv_no: dlvNo,
      ord_no: of.ordNo,
      sp_cd: of.spCd,
      cp_cd: of.cpCd,
      kind_cd: 'EXCHANGE',
      rtn_no: of.rtnNo,
      stat_cd: 'SCHD',
      dlv_dt: transport.dlvDt,
      trans_kind_cd: transport.transKind,
      carrier_cd: own ? null : transport.carrierCd,
      tracking_no: own ? null : transport.trackingNo,
      vehicle_no: own ? transport.vehicleNo : null,
      driver_nm: own ? transport.driverNm : null,
      driver_tel: own ? transport.driverTel : null,
      customs_no: null,
      note_cn: null,
      ship_dt: null,
      reg_user_id: of.userId,
      reg_dt: now,
      upd_dt: now,
    })
    .execute();
  await tx
    .insertInto('delivery_line')
    .values({ dlv_no: dlvNo, ord_no: of.ordNo, line_no: of.lineNo, qty: of.qty })
    .execute();
  return dlvNo;
}
