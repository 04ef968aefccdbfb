import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Returns and exchanges from what was received (issue 44, decision 0071): a buyer's request names
 * the order line it is about (`line_no`; the seeded requests before this keep it null), and the
 * quantity other requests of that line hold is summed through the index on (ord_no, line_no).
 * WITHDRAWN joins the statuses (the buyer's withdrawal; `stat_cd` has no check constraint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE return_request
      ADD COLUMN line_no integer,
      ADD CONSTRAINT return_request_order_line FOREIGN KEY (ord_no, line_no) REFERENCES purchase_order_line;
    CREATE INDEX return_request_line ON return_request (ord_no, line_no) WHERE line_no IS NOT NULL;
    CREATE INDEX delivery_return ON delivery (rtn_no) WHERE rtn_no IS NOT NULL;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // One statement a line: `run` splits the script at a semicolon that ends a line.
  await run(
    db,
    `
    DROP INDEX delivery_return;
    DROP INDEX return_request_line;
    ALTER TABLE return_request DROP CONSTRAINT return_request_order_line, DROP COLUMN line_no;
    `,
  );
}
