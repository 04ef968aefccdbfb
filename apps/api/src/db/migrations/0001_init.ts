import { sql, type Kysely } from 'kysely';

/** Runs a script statement by statement (PGlite's extended protocol takes one at a time). */
export async function run(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}

/** The first schema: organisations, users, sessions, menus, codes, boards and calendars. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE company (
      cp_cd text PRIMARY KEY,
      cp_nm text NOT NULL,
      cp_eng_nm text NOT NULL,
      cust_rol_cd char(1) NOT NULL CHECK (cust_rol_cd IN ('B', 'V', 'A')),
      imk_lock_yn char(1) NOT NULL DEFAULT 'N',
      rlcp_yn char(1) NOT NULL DEFAULT 'N',
      biz_reg_no text,
      if_user_yn char(1) NOT NULL DEFAULT 'N'
    );
    CREATE TABLE department (
      dp_cd text PRIMARY KEY,
      cp_cd text NOT NULL REFERENCES company,
      dp_nm text NOT NULL
    );
    CREATE TABLE business_place (
      bp_cd text PRIMARY KEY,
      cp_cd text NOT NULL REFERENCES company,
      bp_nm text NOT NULL,
      hist_itm_clsf_cd text
    );
    CREATE TABLE app_user (
      user_id serial PRIMARY KEY,
      login_id text NOT NULL UNIQUE,
      user_nm text NOT NULL,
      cp_cd text NOT NULL REFERENCES company,
      dp_cd text REFERENCES department,
      cust_rol_cd char(1) NOT NULL,
      email text NOT NULL,
      mobile_no text NOT NULL,
      office_tel_no text,
      emp_no text,
      user_lang_cd text NOT NULL DEFAULT 'KO',
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DORMANT', 'SUSPENDED')),
      otp_yn char(1) NOT NULL DEFAULT 'N',
      pw_hash text NOT NULL,
      pw_changed_at timestamptz NOT NULL,
      pw_change_next_yn char(1) NOT NULL DEFAULT 'N',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE login_attempt (
      login_key text PRIMARY KEY,
      fail_count integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      last_fail_at timestamptz
    );
    CREATE TABLE token (
      token_hash text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      sys_gb_cd text NOT NULL,
      family_id text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX token_family ON token (family_id);
    CREATE INDEX token_user ON token (user_id);
    CREATE TABLE otp (
      otp_id serial PRIMARY KEY,
      ticket_hash text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      purpose text NOT NULL,
      code_hash text,
      expires_at timestamptz,
      tries integer NOT NULL DEFAULT 0,
      used_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE otp_send (
      send_id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES app_user ON DELETE CASCADE,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX otp_send_user ON otp_send (user_id, sent_at);
    CREATE TABLE sms_outbox (
      sms_id serial PRIMARY KEY,
      phone text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE TABLE system (
      sys_gb_cd text PRIMARY KEY,
      sys_nm_ko text NOT NULL,
      sys_nm_en text NOT NULL,
      home_path text,
      theme_class text NOT NULL
    );
    CREATE TABLE menu (
      menu_id text PRIMARY KEY,
      menu_pid text REFERENCES menu,
      menu_lv integer NOT NULL,
      menu_nm_ko text NOT NULL,
      menu_nm_en text NOT NULL,
      path text,
      prgm_id text,
      sys_gb_cd text NOT NULL REFERENCES system,
      sort_ord integer NOT NULL DEFAULT 0
    );
    CREATE TABLE menu_role (
      menu_id text NOT NULL REFERENCES menu,
      cust_rol_cd char(1) NOT NULL,
      PRIMARY KEY (menu_id, cust_rol_cd)
    );
    CREATE TABLE menu_event (
      menu_id text NOT NULL REFERENCES menu,
      pic_evt_nm text NOT NULL,
      cust_rol_cd char(1) NOT NULL,
      auth_yn char(1) NOT NULL,
      PRIMARY KEY (menu_id, pic_evt_nm, cust_rol_cd)
    );
    CREATE TABLE common_code (
      cd_lst_id text NOT NULL,
      cd text NOT NULL,
      cd_nm_ko text NOT NULL,
      cd_nm_en text NOT NULL,
      sort_ord integer NOT NULL DEFAULT 0,
      use_yn char(1) NOT NULL DEFAULT 'Y',
      use_ps_def_cn1 text,
      use_ps_def_cn2 text,
      use_ps_def_cn3 text,
      use_ps_def_cn4 text,
      use_ps_def_cn5 text,
      PRIMARY KEY (cd_lst_id, cd)
    );
    CREATE TABLE banner (
      banner_id serial PRIMARY KEY,
      banner_set text NOT NULL,
      position text NOT NULL CHECK (position IN ('1', '2', '3', '4', '5', '6')),
      sub_position text,
      link_url text,
      image_path text NOT NULL,
      view_time integer NOT NULL DEFAULT 3000,
      banner_key text,
      sort_ord integer NOT NULL DEFAULT 0
    );
    CREATE TABLE banner_click (
      click_id serial PRIMARY KEY,
      banner_page text NOT NULL,
      banner_key text NOT NULL,
      sub_position text,
      clicked_at timestamptz NOT NULL
    );
    CREATE TABLE board_post (
      ntcn_id serial PRIMARY KEY,
      rpre_brd_id text NOT NULL CHECK (rpre_brd_id IN ('NOTICE', 'PDS', 'FAQ')),
      titl_cn text NOT NULL,
      cntn text NOT NULL,
      sys_gb_cd text NOT NULL,
      before_login_yn char(1) NOT NULL DEFAULT 'Y',
      ath_file_id text,
      reg_dt timestamptz NOT NULL,
      view_cnt integer NOT NULL DEFAULT 0
    );
    CREATE INDEX board_post_list ON board_post (rpre_brd_id, sys_gb_cd, reg_dt DESC);
    CREATE TABLE holiday (
      cld_ymd char(8) PRIMARY KEY,
      hol_gb_cd char(2) NOT NULL CHECK (hol_gb_cd IN ('SA', 'SU', 'HO')),
      hol_nm text
    );
    CREATE TABLE manufacturer (
      mfcp_cust_id text PRIMARY KEY,
      mfcp_cust_nm text NOT NULL,
      mfcp_cust_eng_nm text NOT NULL,
      brnd_nm text,
      home_page text,
      rpre_itm_nm text,
      biz_reg_no text
    );
    CREATE TABLE item_category (
      itm_clsf_cd text PRIMARY KEY,
      upper_itm_clsf_cd text REFERENCES item_category,
      itm_clsf_kor_nm text NOT NULL,
      itm_clsf_eng_nm text NOT NULL
    );
    CREATE TABLE setting (
      key text PRIMARY KEY,
      value text NOT NULL
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    DROP TABLE setting, item_category, manufacturer, holiday, board_post, banner_click, banner,
      common_code, menu_event, menu_role, menu, system, sms_outbox, otp_send, otp, token,
      login_attempt, app_user, business_place, department, company;
  `,
  );
}
