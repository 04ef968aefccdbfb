import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The catalogue, the cart and purchase orders (issue 43, decision 0045). An item carries its
 * search keys (`srch_keys`, the pairs of neighbouring characters of its words and of its Korean
 * name's initial consonants, from @mro/rules `catalogSearchKeys`) under a GIN index: the search
 * asks the index for items holding every key of the query, then checks the folded text
 * (`srch_txt`) or the initials (`srch_ini`) with LIKE. Contract prices belong to a buyer company
 * for a period. Cart lines are per user (list CART or SAVED). An order is one per supplier; its
 * submission is recorded under the portal's idempotency key, so a repeated submit answers the
 * orders it made the first time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE catalog_item (
      item_cd text PRIMARY KEY,
      item_nm_ko text NOT NULL,
      item_nm_en text NOT NULL,
      spec_cn text,
      mfcp_cust_id text REFERENCES manufacturer,
      model_no text,
      unit_cd text NOT NULL,
      pack_qty integer NOT NULL DEFAULT 1 CHECK (pack_qty >= 1),
      min_ord_qty integer NOT NULL DEFAULT 1 CHECK (min_ord_qty >= 1),
      list_price numeric(18, 2) NOT NULL CHECK (list_price >= 0),
      crncy_cd text NOT NULL DEFAULT 'KRW',
      sp_cd text NOT NULL REFERENCES company,
      lead_days integer NOT NULL DEFAULT 3 CHECK (lead_days >= 0),
      item_kind_cd text NOT NULL DEFAULT 'C0' CHECK (item_kind_cd IN ('C0', 'B0', 'D0')),
      itm_clsf_cd text NOT NULL REFERENCES item_category,
      img_file_ids text[] NOT NULL DEFAULT '{}',
      ath_file_id text,
      discontinued_yn char(1) NOT NULL DEFAULT 'N' CHECK (discontinued_yn IN ('Y', 'N')),
      srch_txt text NOT NULL,
      srch_ini text NOT NULL,
      srch_keys text[] NOT NULL,
      version integer NOT NULL DEFAULT 1,
      upd_dt timestamptz NOT NULL
    );
    CREATE INDEX catalog_item_keys ON catalog_item USING gin (srch_keys);
    CREATE INDEX catalog_item_category ON catalog_item (itm_clsf_cd);
    CREATE INDEX catalog_item_supplier ON catalog_item (sp_cd);
    CREATE INDEX catalog_item_model ON catalog_item (lower(model_no));
    CREATE TABLE contract_price (
      cp_cd text NOT NULL REFERENCES company,
      item_cd text NOT NULL REFERENCES catalog_item ON DELETE CASCADE,
      valid_from char(8) NOT NULL,
      valid_to char(8) NOT NULL,
      price numeric(18, 2) NOT NULL CHECK (price >= 0),
      PRIMARY KEY (cp_cd, item_cd, valid_from)
    );
    CREATE TABLE cart_line (
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      item_cd text NOT NULL REFERENCES catalog_item,
      list_cd text NOT NULL DEFAULT 'CART' CHECK (list_cd IN ('CART', 'SAVED')),
      qty bigint NOT NULL CHECK (qty >= 1),
      added_price numeric(18, 2) NOT NULL,
      added_dt timestamptz NOT NULL,
      PRIMARY KEY (user_id, item_cd)
    );
    CREATE SEQUENCE purchase_order_no_seq;
    CREATE TABLE purchase_order (
      ord_no text PRIMARY KEY,
      cp_cd text NOT NULL REFERENCES company,
      sp_cd text NOT NULL REFERENCES company,
      req_user_id integer NOT NULL REFERENCES app_user,
      reg_dt timestamptz NOT NULL,
      prgs_stat_cd char(1) NOT NULL CHECK (prgs_stat_cd IN ('1', '2', '3', '4', '5', '6', '7')),
      bp_cd text NOT NULL REFERENCES business_place,
      req_dlv_dt char(8) NOT NULL,
      cost_center text,
      note_cn text,
      pay_term_cd text NOT NULL,
      ath_file_id text,
      crncy_cd text NOT NULL,
      amount numeric(20, 2) NOT NULL,
      idem_key text NOT NULL,
      version integer NOT NULL DEFAULT 1,
      upd_dt timestamptz NOT NULL
    );
    CREATE INDEX purchase_order_buyer_date ON purchase_order (cp_cd, reg_dt DESC);
    CREATE TABLE purchase_order_line (
      ord_no text NOT NULL REFERENCES purchase_order ON DELETE CASCADE,
      line_no integer NOT NULL,
      item_cd text NOT NULL REFERENCES catalog_item,
      item_nm text NOT NULL,
      spec_cn text,
      unit_cd text NOT NULL,
      qty bigint NOT NULL CHECK (qty >= 1),
      unit_price numeric(18, 2) NOT NULL,
      amount numeric(20, 2) NOT NULL,
      PRIMARY KEY (ord_no, line_no)
    );
    CREATE INDEX purchase_order_line_item ON purchase_order_line (item_cd);
    CREATE TABLE order_submission (
      user_id integer NOT NULL REFERENCES app_user,
      idem_key text NOT NULL,
      ord_nos text[] NOT NULL,
      reg_dt timestamptz NOT NULL,
      PRIMARY KEY (user_id, idem_key)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE order_submission; DROP TABLE purchase_order_line; DROP TABLE purchase_order;
     DROP SEQUENCE purchase_order_no_seq; DROP TABLE cart_line; DROP TABLE contract_price; DROP TABLE catalog_item;`,
  );
}
