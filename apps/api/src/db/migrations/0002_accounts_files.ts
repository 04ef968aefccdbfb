import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Registration, SSO, password reminders, searches, reports, files and chunked uploads, bulk
 * requests, report tokens and card payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE app_user DROP CONSTRAINT app_user_status_check;
    ALTER TABLE app_user ADD CONSTRAINT app_user_status_check
      CHECK (status IN ('ACTIVE', 'DORMANT', 'SUSPENDED', 'PENDING'));
    ALTER TABLE app_user
      ADD COLUMN knox_id text UNIQUE,
      ADD COLUMN ione_id text UNIQUE,
      ADD COLUMN fax_no text,
      ADD COLUMN job_grade_cd text,
      ADD COLUMN zip_cd text,
      ADD COLUMN addr text,
      ADD COLUMN addr_dtl text,
      ADD COLUMN dlv_place_nm text,
      ADD COLUMN eu_resident_yn char(1) NOT NULL DEFAULT 'N',
      ADD COLUMN itg_mail_rcv_yn char(1) NOT NULL DEFAULT 'N',
      ADD COLUMN new_req_mail_rcv_yn char(1) NOT NULL DEFAULT 'N',
      ADD COLUMN ad_mail_rcv_yn char(1) NOT NULL DEFAULT 'N',
      ADD COLUMN terms_agreed_at timestamptz,
      ADD COLUMN sourcing_yn char(1) NOT NULL DEFAULT 'N',
      ADD COLUMN pw_remind_after timestamptz;
    ALTER TABLE otp ALTER COLUMN user_id DROP NOT NULL;
    ALTER TABLE company
      ADD COLUMN rpre_ps_nm text,
      ADD COLUMN corp_no text;
    ALTER TABLE manufacturer
      ADD COLUMN rpre_mfcp_cust_nm text,
      ADD COLUMN bp_addr text,
      ADD COLUMN office_tel_no text,
      ADD COLUMN fax_no text;
    CREATE TABLE sso_nonce (
      nonce text PRIMARY KEY,
      used_at timestamptz NOT NULL
    );
    CREATE TABLE supplier_application (
      appl_no text PRIMARY KEY,
      biz_reg_no text NOT NULL,
      cp_nm text NOT NULL,
      email text NOT NULL,
      status text NOT NULL CHECK (status IN ('RECEIVED', 'APPROVED', 'REJECTED')),
      payload text NOT NULL,
      ath_file_id text,
      cp_cd text,
      created_at timestamptz NOT NULL,
      decided_at timestamptz
    );
    CREATE INDEX supplier_application_biz ON supplier_application (biz_reg_no);
    CREATE TABLE sourcing_group (
      src_grp_cd text PRIMARY KEY,
      src_grp_nm_ko text NOT NULL,
      src_grp_nm_en text NOT NULL,
      itm_clsf_cd text REFERENCES item_category
    );
    CREATE TABLE sourcing_group_member (
      src_grp_cd text NOT NULL REFERENCES sourcing_group,
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      PRIMARY KEY (src_grp_cd, user_id)
    );
    CREATE TABLE manufacturer_request (
      req_id serial PRIMARY KEY,
      mfcp_cust_nm text NOT NULL,
      mfcp_cust_eng_nm text NOT NULL,
      rpre_mfcp_cust_nm text NOT NULL,
      biz_reg_no text NOT NULL,
      brnd_nm text,
      home_page text,
      rpre_itm_nm text,
      bp_addr text,
      office_tel_no text,
      fax_no text,
      req_user_id integer REFERENCES app_user ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'REQUESTED',
      created_at timestamptz NOT NULL
    );
    CREATE TABLE corruption_report (
      report_no text PRIMARY KEY,
      category_cd text NOT NULL,
      titl_cn text NOT NULL,
      cntn text NOT NULL,
      anonymous_yn char(1) NOT NULL,
      reporter_nm text,
      reporter_contact text,
      ath_file_id text,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE attach_file (
      ath_file_id text NOT NULL,
      ath_file_seq integer NOT NULL,
      orgn_file_nm text NOT NULL,
      store_nm text NOT NULL,
      file_size bigint NOT NULL,
      file_ext text NOT NULL,
      sha256 text NOT NULL,
      file_bus_cd text NOT NULL,
      img_fom_cd text,
      owner_key text NOT NULL,
      cp_cd text,
      public_yn char(1) NOT NULL DEFAULT 'N',
      deleted_at timestamptz,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (ath_file_id, ath_file_seq)
    );
    CREATE TABLE upload (
      uuid text PRIMARY KEY,
      owner_key text NOT NULL,
      file_name text NOT NULL,
      total_file_size bigint NOT NULL,
      total_chunk_count integer NOT NULL,
      status text NOT NULL CHECK (status IN ('OPEN', 'COMMITTED', 'ATTACHED')),
      store_nm text,
      sha256 text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE TABLE upload_chunk (
      uuid text NOT NULL REFERENCES upload ON DELETE CASCADE,
      chunk_index integer NOT NULL,
      chunk_size integer NOT NULL,
      sha256 text NOT NULL,
      PRIMARY KEY (uuid, chunk_index)
    );
    CREATE TABLE bulk_request (
      fwd_req_id text PRIMARY KEY,
      fwd_req_cd text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('MAIL', 'FILE', 'UPLOAD')),
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      params text NOT NULL,
      status text NOT NULL,
      result text,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE mail_outbox (
      mail_id serial PRIMARY KEY,
      to_addr text NOT NULL,
      subject text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE report_token (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      report_id text NOT NULL,
      params text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE TABLE card_payment (
      ord_no text PRIMARY KEY,
      cp_cd text NOT NULL,
      user_id integer NOT NULL REFERENCES app_user,
      amount bigint NOT NULL,
      status text NOT NULL CHECK (status IN ('APPROVED', 'CANCELLED')),
      appr_no text NOT NULL,
      approved_at timestamptz NOT NULL,
      cancelled_at timestamptz
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP TABLE card_payment, report_token, mail_outbox, bulk_request, upload_chunk, upload, attach_file,
      corruption_report, manufacturer_request, sourcing_group_member, sourcing_group, supplier_application, sso_nonce;
    ALTER TABLE manufacturer DROP COLUMN rpre_mfcp_cust_nm, DROP COLUMN bp_addr, DROP COLUMN office_tel_no, DROP COLUMN fax_no;
    ALTER TABLE company DROP COLUMN rpre_ps_nm, DROP COLUMN corp_no;
    DELETE FROM otp WHERE user_id IS NULL;
    ALTER TABLE otp ALTER COLUMN user_id SET NOT NULL;
    DELETE FROM app_user WHERE status = 'PENDING';
    ALTER TABLE app_user DROP COLUMN knox_id, DROP COLUMN ione_id, DROP COLUMN fax_no, DROP COLUMN job_grade_cd,
      DROP COLUMN zip_cd, DROP COLUMN addr, DROP COLUMN addr_dtl, DROP COLUMN dlv_place_nm, DROP COLUMN eu_resident_yn,
      DROP COLUMN itg_mail_rcv_yn, DROP COLUMN new_req_mail_rcv_yn, DROP COLUMN ad_mail_rcv_yn, DROP COLUMN terms_agreed_at,
      DROP COLUMN sourcing_yn, DROP COLUMN pw_remind_after;
    ALTER TABLE app_user DROP CONSTRAINT app_user_status_check;
    ALTER TABLE app_user ADD CONSTRAINT app_user_status_check CHECK (status IN ('ACTIVE', 'DORMANT', 'SUSPENDED'));
  `,
  );
}
