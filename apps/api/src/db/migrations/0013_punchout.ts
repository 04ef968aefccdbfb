import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Punch-out (decision 0050): a buyer company's procurement system's credentials (its cXML
 * identity and the hash of the shared secret it sends) and the sessions a PunchOutSetupRequest
 * opens: whose session, the BuyerCookie to echo, the BrowserFormPost address the cart goes back
 * to, and the one-time start token of the start page (its hash only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE punchout_credential (
      identity text PRIMARY KEY,
      domain text NOT NULL,
      cp_cd text NOT NULL REFERENCES company,
      user_id integer NOT NULL REFERENCES app_user,
      secret_hash text NOT NULL,
      use_yn char(1) NOT NULL DEFAULT 'Y'
    );
    CREATE TABLE punchout_session (
      session_id text PRIMARY KEY,
      identity text NOT NULL REFERENCES punchout_credential,
      cp_cd text NOT NULL REFERENCES company,
      user_id integer NOT NULL REFERENCES app_user,
      buyer_cookie text NOT NULL,
      form_post_url text NOT NULL,
      operation text NOT NULL,
      start_token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      started_at timestamptz
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `DROP TABLE punchout_session; DROP TABLE punchout_credential;`);
}
