import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Tax invoices (issue 45 item 1, decision 0074): the supplier's electronic tax invoice for accepted
 * receipts of one buyer company in one currency, with the Korean e-tax-invoice fields of both
 * parties copied at issue (business number, name, representative, address, business type and
 * item: the company's own columns added here), the supply value, VAT and total, the write day and
 * period, the buyer's decision (confirmed, or disputed with a reason), the modified invoice that
 * replaces a disputed one (`orig_inv_no`; the original becomes SUPERSEDED) and the payment
 * schedule (`due_dt` the 15th of the following month, `pay_dt` moved to the next working day,
 * `pay_moved_yn`). Each line names one goods receipt; a receipt is on one live invoice only (the
 * partial unique index over `live`: a superseded invoice's lines are no longer live, so its
 * modified invoice may take them again). `version` is the check between two users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE company
      ADD COLUMN biz_addr text,
      ADD COLUMN biz_type_nm text,
      ADD COLUMN biz_item_nm text;
    CREATE SEQUENCE tax_invoice_no_seq;
    CREATE TABLE tax_invoice (
      inv_no text PRIMARY KEY,
      kind_cd text NOT NULL DEFAULT 'NORMAL' CHECK (kind_cd IN ('NORMAL', 'MODIFIED')),
      orig_inv_no text REFERENCES tax_invoice,
      sp_cd text NOT NULL REFERENCES company,
      cp_cd text NOT NULL REFERENCES company,
      stat_cd text NOT NULL DEFAULT 'ISSUED' CHECK (stat_cd IN ('ISSUED', 'CONFIRMED', 'DISPUTED', 'SUPERSEDED')),
      write_dt char(8) NOT NULL,
      from_dt char(8) NOT NULL,
      to_dt char(8) NOT NULL,
      crncy_cd text NOT NULL,
      supply_amt numeric(20, 2) NOT NULL,
      vat_amt numeric(20, 2) NOT NULL,
      total_amt numeric(20, 2) NOT NULL,
      sp_biz_no text, sp_nm text NOT NULL, sp_rpre_nm text, sp_addr text, sp_biz_type text, sp_biz_item text,
      by_biz_no text, by_nm text NOT NULL, by_rpre_nm text, by_addr text, by_biz_type text, by_biz_item text,
      note_cn text,
      due_dt char(8) NOT NULL,
      pay_dt char(8) NOT NULL,
      pay_moved_yn char(1) NOT NULL DEFAULT 'N' CHECK (pay_moved_yn IN ('Y', 'N')),
      dispute_reason text,
      decided_user_id integer REFERENCES app_user,
      decided_dt timestamptz,
      reg_user_id integer NOT NULL REFERENCES app_user,
      reg_dt timestamptz NOT NULL,
      version integer NOT NULL DEFAULT 1,
      upd_dt timestamptz NOT NULL,
      CHECK (total_amt = supply_amt + vat_amt),
      CHECK ((kind_cd = 'MODIFIED') = (orig_inv_no IS NOT NULL))
    );
    CREATE INDEX tax_invoice_supplier ON tax_invoice (sp_cd, write_dt);
    CREATE INDEX tax_invoice_buyer ON tax_invoice (cp_cd, write_dt);
    CREATE UNIQUE INDEX tax_invoice_one_modified ON tax_invoice (orig_inv_no) WHERE orig_inv_no IS NOT NULL;
    CREATE TABLE tax_invoice_line (
      inv_no text NOT NULL REFERENCES tax_invoice ON DELETE CASCADE,
      line_no integer NOT NULL,
      rcv_no text NOT NULL REFERENCES goods_receipt,
      ord_no text NOT NULL,
      ord_line_no integer NOT NULL,
      item_cd text NOT NULL,
      item_nm text NOT NULL,
      spec_cn text,
      unit_cd text NOT NULL,
      rcv_dt char(8) NOT NULL,
      qty bigint NOT NULL CHECK (qty >= 1),
      unit_price numeric(20, 4) NOT NULL,
      supply_amt numeric(20, 2) NOT NULL,
      live boolean NOT NULL DEFAULT true,
      PRIMARY KEY (inv_no, line_no)
    );
    CREATE UNIQUE INDEX tax_invoice_line_once ON tax_invoice_line (rcv_no) WHERE live;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP TABLE tax_invoice_line;
    DROP TABLE tax_invoice;
    DROP SEQUENCE tax_invoice_no_seq;
    ALTER TABLE company DROP COLUMN biz_addr, DROP COLUMN biz_type_nm, DROP COLUMN biz_item_nm;
    `,
  );
}
