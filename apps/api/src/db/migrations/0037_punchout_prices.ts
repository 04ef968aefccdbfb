import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * An OrderRequest's prices checked (decision 0084): each punch-out customer's tolerance in basis
 * points (default 0: the same price), and the price the buyer's ERP sent on each order line (as
 * written, exactly; null when the ERP sent none), shown to the supplier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `ALTER TABLE punchout_credential ADD COLUMN price_tolerance_bp integer NOT NULL DEFAULT 0
       CHECK (price_tolerance_bp BETWEEN 0 AND 10000);
     ALTER TABLE purchase_order_line ADD COLUMN erp_unit_price numeric(20,4);`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `ALTER TABLE purchase_order_line DROP COLUMN erp_unit_price;
     ALTER TABLE punchout_credential DROP COLUMN price_tolerance_bp;`,
  );
}
