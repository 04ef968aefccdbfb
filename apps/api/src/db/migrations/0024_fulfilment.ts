import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Fulfilment (issue 44, decision 0065): the supplier's decision on each order line (waiting,
 * confirmed with a promised delivery day, refused with a reason) and its deliveries. A delivery
 * carries lines of one order (partial quantities), its transport (a carrier with a tracking
 * number, or the supplier's own truck with vehicle and driver; an import declaration number for
 * customs tracking) and its status (scheduled → shipped → received, or scheduled → cancelled).
 * `dlv_qty` on the order line is what the line's normal deliveries (not cancelled) carry, never
 * more than ordered; an exchange's replacement delivery (`kind_cd` EXCHANGE, `rtn_no`) does not
 * count there. `delivery_line.rcv_qty` is what the buyer's receipts of that delivery line took
 * (goods_receipt.dlv_no names the delivery). The order's `version` is the check between the
 * supplier confirming and the buyer cancelling; a delivery has its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE purchase_order_line
      ADD COLUMN cnfm_stat_cd text NOT NULL DEFAULT 'WAIT',
      ADD COLUMN prms_dlv_dt char(8),
      ADD COLUMN cnfm_reason text,
      ADD COLUMN cnfm_user_id integer REFERENCES app_user,
      ADD COLUMN cnfm_dt timestamptz,
      ADD COLUMN dlv_qty bigint NOT NULL DEFAULT 0,
      ADD CONSTRAINT purchase_order_line_cnfm CHECK (cnfm_stat_cd IN ('WAIT', 'CONF', 'REFU')),
      ADD CONSTRAINT purchase_order_line_dlv CHECK (dlv_qty >= 0 AND dlv_qty <= qty);
    CREATE SEQUENCE delivery_no_seq;
    CREATE TABLE delivery (
      dlv_no text PRIMARY KEY,
      ord_no text NOT NULL REFERENCES purchase_order ON DELETE CASCADE,
      sp_cd text NOT NULL REFERENCES company,
      cp_cd text NOT NULL REFERENCES company,
      kind_cd text NOT NULL DEFAULT 'NORMAL' CHECK (kind_cd IN ('NORMAL', 'EXCHANGE')),
      rtn_no text REFERENCES return_request,
      stat_cd text NOT NULL DEFAULT 'SCHD' CHECK (stat_cd IN ('SCHD', 'SHIP', 'DONE', 'CANC')),
      dlv_dt char(8) NOT NULL,
      trans_kind_cd text NOT NULL CHECK (trans_kind_cd IN ('CARRIER', 'OWN')),
      carrier_cd text,
      tracking_no text,
      vehicle_no text,
      driver_nm text,
      driver_tel text,
      customs_no text,
      note_cn text,
      ship_dt timestamptz,
      reg_user_id integer NOT NULL REFERENCES app_user,
      reg_dt timestamptz NOT NULL,
      version integer NOT NULL DEFAULT 1,
      upd_dt timestamptz NOT NULL
    );
    CREATE INDEX delivery_supplier ON delivery (sp_cd, stat_cd, dlv_dt);
    CREATE INDEX delivery_buyer ON delivery (cp_cd, stat_cd, dlv_dt);
    CREATE INDEX delivery_order ON delivery (ord_no);
    CREATE TABLE delivery_line (
      dlv_no text NOT NULL REFERENCES delivery ON DELETE CASCADE,
      ord_no text NOT NULL,
      line_no integer NOT NULL,
      qty bigint NOT NULL CHECK (qty >= 1),
      rcv_qty bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (dlv_no, line_no),
      FOREIGN KEY (ord_no, line_no) REFERENCES purchase_order_line ON DELETE CASCADE,
      CHECK (rcv_qty >= 0 AND rcv_qty <= qty)
    );
    CREATE INDEX delivery_line_order_line ON delivery_line (ord_no, line_no);
    CREATE INDEX goods_receipt_delivery ON goods_receipt (dlv_no);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP INDEX goods_receipt_delivery;
    DROP TABLE delivery_line;
    DROP TABLE delivery;
    DROP SEQUENCE delivery_no_seq;
    ALTER TABLE purchase_order_line DROP CONSTRAINT purchase_order_line_cnfm, DROP CONSTRAINT purchase_order_line_dlv,
      DROP COLUMN cnfm_stat_cd, DROP COLUMN prms_dlv_dt, DROP COLUMN cnfm_reason, DROP COLUMN cnfm_user_id,
      DROP COLUMN cnfm_dt, DROP COLUMN dlv_qty;
    `,
  );
}
