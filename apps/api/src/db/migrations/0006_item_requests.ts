import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * New-item requests of the buyer system (decision 0021): one row per requested item, owned by the
 * requester's company; `version` grows with every change (a save names the version it read).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE SEQUENCE item_request_no_seq;
    CREATE TABLE item_request (
      req_no text PRIMARY KEY,
      cp_cd text NOT NULL REFERENCES company,
      req_user_id integer NOT NULL REFERENCES app_user,
      req_dt timestamptz NOT NULL,
      item_nm text NOT NULL,
      spec_cn text,
      mfr_nm text,
      unit_cd text NOT NULL,
      req_qty integer NOT NULL CHECK (req_qty >= 1),
      hope_price bigint CHECK (hope_price >= 0),
      crncy_cd text NOT NULL DEFAULT 'KRW',
      need_dt text,
      item_kind_cd text NOT NULL,
      urgent_yn text NOT NULL DEFAULT 'N',
      req_rsn_cn text,
      stat_cd text NOT NULL DEFAULT 'REQ',
      rjct_rsn_cn text,
      ath_file_id text,
      version integer NOT NULL DEFAULT 1,
      upd_user_id integer REFERENCES app_user,
      upd_dt timestamptz NOT NULL
    );
    CREATE INDEX item_request_company_date ON item_request (cp_cd, req_dt DESC);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, `DROP TABLE item_request; DROP SEQUENCE item_request_no_seq;`);
}
