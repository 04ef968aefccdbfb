// Kysely table types: the systems, their menus and roles, common codes, banners, board posts, holidays, settings, page views, mail and report tokens.
import type { Generated } from 'kysely';
import type { Timestamp, YN } from './columns.ts';

export interface SystemTable {
  sys_gb_cd: string;
  sys_nm_ko: string;
  sys_nm_en: string;
  home_path: string | null;
  theme_class: string;
}

export interface MenuTable {
  menu_id: string;
  menu_pid: string | null;
  menu_lv: number;
  menu_nm_ko: string;
  menu_nm_en: string;
  path: string | null;
  prgm_id: string | null;
  sys_gb_cd: string;
  sort_ord: number;
  /** Migration 0033: the edit's version and whether the menu is in use. */
  version: Generated<number>;
  use_yn: Generated<YN>;
}

export interface MenuRoleTable {
  menu_id: string;
  cust_rol_cd: string;
}

export interface MenuEventTable {
  menu_id: string;
  pic_evt_nm: string;
  cust_rol_cd: string;
  auth_yn: YN;
}

export interface CommonCodeTable {
  cd_lst_id: string;
  cd: string;
  cd_nm_ko: string;
  cd_nm_en: string;
  sort_ord: number;
  use_yn: YN;
  use_ps_def_cn1: string | null;
  use_ps_def_cn2: string | null;
  use_ps_def_cn3: string | null;
  use_ps_def_cn4: string | null;
  use_ps_def_cn5: string | null;
  version: Generated<number>;
}

export interface BannerTable {
  banner_id: Generated<number>;
  banner_set: string;
  position: string;
  sub_position: string | null;
  link_url: string | null;
  image_path: string;
  view_time: number;
  banner_key: string | null;
  sort_ord: number;
  version: Generated<number>;
}

/** A banner image staff uploaded (migration 0033), served at /banner-images/{id}.{ext}. */
export interface BannerImageTable {
  image_id: Generated<number>;
  content_type: string;
  bytes: Uint8Array;
  file_name: string;
  created_by: number;
  created_at: Timestamp;
}

export interface BannerClickTable {
  click_id: Generated<number>;
  banner_page: string;
  banner_key: string;
  sub_position: string | null;
  clicked_at: Timestamp;
}

export interface BoardPostTable {
  ntcn_id: Generated<number>;
  rpre_brd_id: 'NOTICE' | 'PDS' | 'FAQ';
  titl_cn: string;
  cntn: string;
  /** BY (buyers), SP (suppliers) or ALL. */
  sys_gb_cd: string;
  before_login_yn: YN;
  ath_file_id: string | null;
  reg_dt: Timestamp;
  view_cnt: Generated<number>;
  /** Raised by each change; a change naming another is refused (decision 0076). */
  version: Generated<number>;
  upd_dt: Timestamp | null;
  upd_login_id: string | null;
}

export interface HolidayTable {
  cld_ymd: string;
  hol_gb_cd: 'SA' | 'SU' | 'HO';
  hol_nm: string | null;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface PageViewTable {
  view_id: Generated<string>;
  sys_gb_cd: string;
  path: string;
  prgm_id: string | null;
  menu_nm: string | null;
  user_id: number | null;
  viewed_at: Timestamp;
}

export interface MailOutboxTable {
  mail_id: Generated<number>;
  to_addr: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

export interface ReportTokenTable {
  token_hash: string;
  user_id: number;
  report_id: string;
  params: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
