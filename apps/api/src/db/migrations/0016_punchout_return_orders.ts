import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Punch-out's return and orders (decision 0057): a session is a cXML one (the cart goes back as a
 * PunchOutOrderMessage to its BrowserFormPost) or an OCI one (SAP: the `NEW_ITEM-…` fields to its
 * HOOK_URL, kept in form_post_url); `returned_at` closes it once the cart went back, and the
 * returned form waits (handoff_form, JSON) for the one-time page that posts it (handoff_token_hash). A cXML
 * OrderRequest's orders are recorded under the procurement system's identity and the document's
 * payloadID (the idempotency key), with the buyer's own order id: those orders skipped our
 * approval line because the buyer's system approved them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE punchout_session ADD COLUMN kind text NOT NULL DEFAULT 'CXML' CHECK (kind IN ('CXML', 'OCI'));
    ALTER TABLE punchout_session ADD COLUMN returned_at timestamptz;
    ALTER TABLE punchout_session ADD COLUMN handoff_token_hash text UNIQUE;
    ALTER TABLE punchout_session ADD COLUMN handoff_form text;
    CREATE INDEX punchout_session_user ON punchout_session (user_id, started_at DESC);
    CREATE TABLE punchout_order (
      identity text NOT NULL REFERENCES punchout_credential,
      payload_id text NOT NULL,
      buyer_order_id text NOT NULL,
      cp_cd text NOT NULL REFERENCES company,
      ord_nos text[] NOT NULL,
      reg_dt timestamptz NOT NULL,
      PRIMARY KEY (identity, payload_id)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE punchout_order; DROP INDEX punchout_session_user;
     ALTER TABLE punchout_session DROP COLUMN returned_at; ALTER TABLE punchout_session DROP COLUMN handoff_form;
     ALTER TABLE punchout_session DROP COLUMN handoff_token_hash; ALTER TABLE punchout_session DROP COLUMN kind;`,
  );
}
