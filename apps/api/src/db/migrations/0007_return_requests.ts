import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Return and exchange requests (decision 0022): a buyer company's request addressed to the
 * supplier company that delivered the goods, its item lines, and the history of its statuses
 * (who moved it, when, and the rejection's reason). `version` grows with every transition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE SEQUENCE return_request_no_seq;
    CREATE TABLE return_request (
      rtn_no text PRIMARY KEY,
      rtn_kind_cd text NOT NULL,
      cp_cd text NOT NULL REFERENCES company,
      sp_cd text NOT NULL REFERENCES company,
      req_user_id integer NOT NULL REFERENCES app_user,
      req_dt timestamptz NOT NULL,
      ord_no text NOT NULL,
      rsn_cd text NOT NULL,
      rsn_cn text,
      stat_cd text NOT NULL DEFAULT 'REQ',
      rjct_rsn_cn text,
      ath_file_id text,
      amount bigint NOT NULL DEFAULT 0,
      version integer NOT NULL DEFAULT 1,
      upd_user_id integer REFERENCES app_user,
      upd_dt timestamptz NOT NULL
    );
    CREATE INDEX return_request_buyer_date ON return_request (cp_cd, req_dt DESC);
    CREATE INDEX return_request_supplier_date ON return_request (sp_cd, req_dt DESC);
    CREATE TABLE return_request_item (
      rtn_no text NOT NULL REFERENCES return_request ON DELETE CASCADE,
      line_no integer NOT NULL,
      item_cd text NOT NULL,
      item_nm text NOT NULL,
      spec_cn text,
      unit_cd text NOT NULL,
      qty integer NOT NULL CHECK (qty >= 1),
      unit_price bigint NOT NULL CHECK (unit_price >= 0),
      PRIMARY KEY (rtn_no, line_no)
    );
    CREATE TABLE return_request_history (
      rtn_no text NOT NULL REFERENCES return_request ON DELETE CASCADE,
      seq integer NOT NULL,
      stat_cd text NOT NULL,
      user_id integer NOT NULL REFERENCES app_user,
      at timestamptz NOT NULL,
      note text,
      PRIMARY KEY (rtn_no, seq)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE return_request_history; DROP TABLE return_request_item; DROP TABLE return_request;
     DROP SEQUENCE return_request_no_seq;`,
  );
}
