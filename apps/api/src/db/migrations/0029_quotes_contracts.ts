import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Quote requests and e-contracts (issue 44 items 2 and 3, decision 0066). A request of a buyer
 * company (its lines: name, specification, unit, quantity, requested date, optionally the
 * catalogue item or the new-item request it came from) goes to one or more suppliers; each
 * supplier's part (`quote_supplier`) holds its answer (currency, lead time, validity, note,
 * attachments, status, version for the optimistic check) and its unit price per line
 * (`quote_answer_line`). An award (at most one per request, the request's version checked)
 * creates an e-contract: party A the buyer's company, party B the supplier's, each a snapshot of
 * company, representative, contact, address, phone, e-mail and business type; logistics rate and
 * amount; the supplier's and the buyer's confirmations. A confirmed contract is never updated; a
 * new version is a new row of the same `ctrt_grp_no` and the old one is marked superseded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE SEQUENCE quote_request_no_seq;
    CREATE TABLE quote_request (
      qt_no text PRIMARY KEY,
      cp_cd text NOT NULL REFERENCES company,
      req_user_id integer NOT NULL REFERENCES app_user,
      title text NOT NULL,
      note_cn text,
      ath_file_id text,
      stat_cd text NOT NULL CHECK (stat_cd IN ('OPEN', 'AWARDED', 'CLOSED')),
      award_sp_cd text REFERENCES company,
      ctrt_no text,
      reg_dt timestamptz NOT NULL,
      version integer NOT NULL DEFAULT 1,
      upd_dt timestamptz NOT NULL
    );
    CREATE INDEX quote_request_cp ON quote_request (cp_cd, reg_dt DESC);
    CREATE TABLE quote_request_line (
      qt_no text NOT NULL REFERENCES quote_request ON DELETE CASCADE,
      line_no integer NOT NULL,
      item_nm text NOT NULL,
      spec_cn text,
      unit_cd text NOT NULL,
      qty bigint NOT NULL CHECK (qty >= 1),
      req_dt char(8) NOT NULL,
      item_cd text REFERENCES catalog_item,
      item_req_no text,
      PRIMARY KEY (qt_no, line_no)
    );
    CREATE TABLE quote_supplier (
      qt_no text NOT NULL REFERENCES quote_request ON DELETE CASCADE,
      sp_cd text NOT NULL REFERENCES company,
      stat_cd text NOT NULL CHECK (stat_cd IN ('WAIT', 'ANSWERED', 'DECLINED', 'AWARDED', 'LOST')),
      crncy_cd text,
      lead_days integer CHECK (lead_days >= 0),
      valid_dt char(8),
      note_cn text,
      dcln_rsn_cn text,
      ath_file_id text,
      amount numeric(20, 2),
      ans_user_id integer REFERENCES app_user,
      ans_dt timestamptz,
      version integer NOT NULL DEFAULT 1,
      PRIMARY KEY (qt_no, sp_cd)
    );
    CREATE INDEX quote_supplier_sp ON quote_supplier (sp_cd, stat_cd);
    CREATE TABLE quote_answer_line (
      qt_no text NOT NULL,
      sp_cd text NOT NULL,
      line_no integer NOT NULL,
      unit_price numeric(18, 2) NOT NULL CHECK (unit_price > 0),
      PRIMARY KEY (qt_no, sp_cd, line_no),
      FOREIGN KEY (qt_no, sp_cd) REFERENCES quote_supplier ON DELETE CASCADE,
      FOREIGN KEY (qt_no, line_no) REFERENCES quote_request_line ON DELETE CASCADE
    );
    CREATE SEQUENCE e_contract_no_seq;
    CREATE TABLE e_contract (
      ctrt_no text PRIMARY KEY,
      ctrt_grp_no text NOT NULL,
      ctrt_ver integer NOT NULL DEFAULT 1,
      ctrt_nm text NOT NULL,
      ctrt_kind_cd text NOT NULL CHECK (ctrt_kind_cd IN ('QUOTE', 'SUPPLY')),
      doc_cls_cd text NOT NULL,
      stat_cd text NOT NULL CHECK (stat_cd IN ('WAIT_SP', 'WAIT_BY', 'CONFIRMED', 'SUPERSEDED')),
      ctrt_dt char(8) NOT NULL,
      start_dt char(8) NOT NULL,
      end_dt char(8) NOT NULL,
      amount numeric(20, 2) NOT NULL CHECK (amount >= 0),
      crncy_cd text NOT NULL,
      qt_no text REFERENCES quote_request,
      cp_cd text NOT NULL REFERENCES company,
      sp_cd text NOT NULL REFERENCES company,
      a_cp_nm text NOT NULL, a_rpre_nm text, a_contact_nm text, a_addr text, a_tel_no text, a_email text, a_biz_type text,
      b_cp_nm text NOT NULL, b_rpre_nm text, b_contact_nm text, b_addr text, b_tel_no text, b_email text, b_biz_type text,
      lgst_rate numeric(5, 2),
      lgst_amount numeric(20, 2),
      ctrt_url text,
      sp_cnfm_user_id integer REFERENCES app_user,
      sp_cnfm_dt timestamptz,
      by_cnfm_user_id integer REFERENCES app_user,
      by_cnfm_dt timestamptz,
      reg_user_id integer NOT NULL REFERENCES app_user,
      reg_dt timestamptz NOT NULL,
      version integer NOT NULL DEFAULT 1,
      upd_dt timestamptz NOT NULL,
      UNIQUE (ctrt_grp_no, ctrt_ver)
    );
    CREATE INDEX e_contract_cp ON e_contract (cp_cd, reg_dt DESC);
    CREATE INDEX e_contract_sp ON e_contract (sp_cd, stat_cd);
    CREATE TABLE e_contract_line (
      ctrt_no text NOT NULL REFERENCES e_contract ON DELETE CASCADE,
      line_no integer NOT NULL,
      item_nm text NOT NULL,
      spec_cn text,
      unit_cd text NOT NULL,
      qty bigint NOT NULL,
      unit_price numeric(18, 2) NOT NULL,
      item_cd text REFERENCES catalog_item,
      PRIMARY KEY (ctrt_no, line_no)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE e_contract_line; DROP TABLE e_contract; DROP SEQUENCE e_contract_no_seq;
     DROP TABLE quote_answer_line; DROP TABLE quote_supplier; DROP TABLE quote_request_line;
     DROP TABLE quote_request; DROP SEQUENCE quote_request_no_seq;`,
  );
}
