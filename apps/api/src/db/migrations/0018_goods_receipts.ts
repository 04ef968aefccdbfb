import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Goods receipts and inspection (issue 43, decision 0059): one row per receipt of an order line
 * (received = accepted + rejected, the reason of the rejected part, the receipt day, the
 * receiver), and on the order line the running totals and a receipt version the next receipt
 * names (optimistic check under the line's row lock). `dlv_no` is the supplier's delivery a
 * receipt is of, for issue 44's deliveries (null until then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE purchase_order_line
      ADD COLUMN rcv_qty bigint NOT NULL DEFAULT 0,
      ADD COLUMN acc_qty bigint NOT NULL DEFAULT 0,
      ADD COLUMN rej_qty bigint NOT NULL DEFAULT 0,
      ADD COLUMN rcv_version integer NOT NULL DEFAULT 0,
      ADD CONSTRAINT purchase_order_line_rcv CHECK (rcv_qty >= 0 AND rcv_qty <= qty AND acc_qty + rej_qty = rcv_qty);
    CREATE SEQUENCE goods_receipt_no_seq;
    CREATE TABLE goods_receipt (
      rcv_no text PRIMARY KEY,
      ord_no text NOT NULL,
      line_no integer NOT NULL,
      cp_cd text NOT NULL REFERENCES company,
      rcv_qty bigint NOT NULL CHECK (rcv_qty >= 1),
      acc_qty bigint NOT NULL CHECK (acc_qty >= 0),
      rej_qty bigint NOT NULL CHECK (rej_qty >= 0),
      rej_reason text,
      rcv_dt char(8) NOT NULL,
      rcv_user_id integer NOT NULL REFERENCES app_user,
      dlv_no text,
      reg_dt timestamptz NOT NULL,
      FOREIGN KEY (ord_no, line_no) REFERENCES purchase_order_line ON DELETE CASCADE,
      CHECK (acc_qty + rej_qty = rcv_qty)
    );
    CREATE INDEX goods_receipt_line ON goods_receipt (ord_no, line_no);
    CREATE INDEX purchase_order_cp_stat ON purchase_order (cp_cd, prgs_stat_cd);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP INDEX purchase_order_cp_stat;
     DROP TABLE goods_receipt;
     DROP SEQUENCE goods_receipt_no_seq;
     ALTER TABLE purchase_order_line DROP CONSTRAINT purchase_order_line_rcv, DROP COLUMN rcv_qty,
       DROP COLUMN acc_qty, DROP COLUMN rej_qty, DROP COLUMN rcv_version;`,
  );
}
