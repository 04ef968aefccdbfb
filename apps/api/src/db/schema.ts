// Table types for Kysely. Column names follow the spec's field names in snake_case
// (loginId → login_id, cdLstId → cd_lst_id); routes map them back to the spec's camelCase.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type YN = 'Y' | 'N';

export interface CompanyTable {
  cp_cd: string;
  cp_nm: string;
  cp_eng_nm: string;
  cust_rol_cd: 'B' | 'V' | 'A';
  imk_lock_yn: YN;
  rlcp_yn: YN;
  biz_reg_no: string | null;
  /** Users come from a user-data interface: no self-registration. */
  if_user_yn: YN;
  rpre_ps_nm: ColumnType<string | null, string | null | undefined, string | null>;
  corp_no: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DepartmentTable {
  dp_cd: string;
  cp_cd: string;
  dp_nm: string;
}

export interface BusinessPlaceTable {
  bp_cd: string;
  cp_cd: string;
  bp_nm: string;
  hist_itm_clsf_cd: string | null;
}

export type UserStatus = 'ACTIVE' | 'DORMANT' | 'SUSPENDED' | 'PENDING';

export interface UserTable {
  user_id: Generated<number>;
  login_id: string;
  user_nm: string;
  cp_cd: string;
  dp_cd: string | null;
  cust_rol_cd: 'B' | 'V' | 'A';
  email: string;
  mobile_no: string;
  office_tel_no: string | null;
  emp_no: string | null;
  user_lang_cd: 'KO' | 'EN';
  status: UserStatus;
  otp_yn: YN;
  pw_hash: string;
  pw_changed_at: Timestamp;
  pw_change_next_yn: YN;
  created_at: Generated<Timestamp>;
  knox_id: ColumnType<string | null, string | null | undefined, string | null>;
  ione_id: ColumnType<string | null, string | null | undefined, string | null>;
  fax_no: ColumnType<string | null, string | null | undefined, string | null>;
  job_grade_cd: ColumnType<string | null, string | null | undefined, string | null>;
  zip_cd: ColumnType<string | null, string | null | undefined, string | null>;
  addr: ColumnType<string | null, string | null | undefined, string | null>;
  addr_dtl: ColumnType<string | null, string | null | undefined, string | null>;
  dlv_place_nm: ColumnType<string | null, string | null | undefined, string | null>;
  eu_resident_yn: Generated<YN>;
  itg_mail_rcv_yn: Generated<YN>;
  new_req_mail_rcv_yn: Generated<YN>;
  ad_mail_rcv_yn: Generated<YN>;
  terms_agreed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sourcing_yn: Generated<YN>;
  /** "Change next time": no reminder before this moment. */
  pw_remind_after: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginAttemptTable {
  login_key: string;
  fail_count: number;
  locked_until: Timestamp | null;
  last_fail_at: Timestamp | null;
  /** Attempts reserved and not yet settled (their passwords are being checked). */
  pending: Generated<number>;
  reserved_at: Timestamp | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TokenTable {
  token_hash: string;
  kind: 'access' | 'refresh';
  user_id: number;
  sys_gb_cd: string;
  family_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OtpTable {
  otp_id: Generated<number>;
  ticket_hash: string;
  /** Null for a decoy ticket (find id/password, unlock for nobody): nothing reveals a miss. */
  user_id: number | null;
  purpose: 'LOGIN' | 'FIND_ID' | 'FIND_PW' | 'RESET_PW' | 'UNLOCK';
  code_hash: string | null;
  expires_at: Timestamp | null;
  tries: number;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface OtpSendTable {
  send_id: Generated<number>;
  user_id: number;
  sent_at: Timestamp;
}

export interface SmsOutboxTable {
  sms_id: Generated<number>;
  phone: string;
  body: string;
  created_at: Timestamp;
}

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
}

export interface HolidayTable {
  cld_ymd: string;
  hol_gb_cd: 'SA' | 'SU' | 'HO';
  hol_nm: string | null;
}

export interface ManufacturerTable {
  mfcp_cust_id: string;
  mfcp_cust_nm: string;
  mfcp_cust_eng_nm: string;
  brnd_nm: string | null;
  home_page: string | null;
  rpre_itm_nm: string | null;
  biz_reg_no: string | null;
  rpre_mfcp_cust_nm: ColumnType<string | null, string | null | undefined, string | null>;
  bp_addr: ColumnType<string | null, string | null | undefined, string | null>;
  office_tel_no: ColumnType<string | null, string | null | undefined, string | null>;
  fax_no: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ItemCategoryTable {
  itm_clsf_cd: string;
  upper_itm_clsf_cd: string | null;
  itm_clsf_kor_nm: string;
  itm_clsf_eng_nm: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface SsoNonceTable {
  nonce: string;
  used_at: Timestamp;
}

export interface SupplierApplicationTable {
  appl_no: string;
  biz_reg_no: string;
  cp_nm: string;
  email: string;
  status: 'RECEIVED' | 'APPROVED' | 'REJECTED';
  /** The whole application as JSON. */
  payload: string;
  ath_file_id: string | null;
  cp_cd: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface SourcingGroupTable {
  src_grp_cd: string;
  src_grp_nm_ko: string;
  src_grp_nm_en: string;
  itm_clsf_cd: string | null;
}

export interface SourcingGroupMemberTable {
  src_grp_cd: string;
  user_id: number;
}

export interface ManufacturerRequestTable {
  req_id: Generated<number>;
  mfcp_cust_nm: string;
  mfcp_cust_eng_nm: string;
  rpre_mfcp_cust_nm: string;
  biz_reg_no: string;
  brnd_nm: string | null;
  home_page: string | null;
  rpre_itm_nm: string | null;
  bp_addr: string | null;
  office_tel_no: string | null;
  fax_no: string | null;
  req_user_id: number | null;
  status: Generated<string>;
  created_at: Timestamp;
}

export interface CorruptionReportTable {
  report_no: string;
  category_cd: string;
  titl_cn: string;
  cntn: string;
  anonymous_yn: YN;
  reporter_nm: string | null;
  reporter_contact: string | null;
  ath_file_id: string | null;
  created_at: Timestamp;
}

export interface AttachFileTable {
  ath_file_id: string;
  ath_file_seq: number;
  orgn_file_nm: string;
  /** Generated by the server; never the user's name. */
  store_nm: string;
  file_size: ColumnType<string | number, number, number>;
  file_ext: string;
  sha256: string;
  file_bus_cd: string;
  img_fom_cd: string | null;
  /** `u:{userId}` or `a:{hash of the anonymous upload cookie}`. */
  owner_key: string;
  cp_cd: string | null;
  public_yn: YN;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
}

export interface UploadTable {
  uuid: string;
  owner_key: string;
  file_name: string;
  total_file_size: ColumnType<string | number, number, number>;
  total_chunk_count: number;
  status: 'OPEN' | 'COMMITTED' | 'ATTACHED';
  store_nm: string | null;
  sha256: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BulkRequestTable {
  fwd_req_id: string;
  fwd_req_cd: string;
  kind: 'MAIL' | 'FILE' | 'UPLOAD';
  user_id: number;
  params: string;
  status: string;
  result: string | null;
  created_at: Timestamp;
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

export interface CardPaymentTable {
  ord_no: string;
  cp_cd: string;
  user_id: number;
  amount: ColumnType<string | number, number, number>;
  status: 'APPROVED' | 'CANCELLED';
  appr_no: string;
  approved_at: Timestamp;
  cancelled_at: Timestamp | null;
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

export interface ItemRequestTable {
  req_no: string;
  cp_cd: string;
  req_user_id: number;
  req_dt: Timestamp;
  item_nm: string;
  spec_cn: string | null;
  mfr_nm: string | null;
  unit_cd: string;
  req_qty: number;
  /** Whole won; bigint comes back from PostgreSQL as text. */
  hope_price: ColumnType<string | null, number | null, number | null>;
  crncy_cd: Generated<string>;
  /** YYYYMMDD. */
  need_dt: string | null;
  item_kind_cd: string;
  urgent_yn: YN;
  req_rsn_cn: string | null;
  stat_cd: string;
  rjct_rsn_cn: string | null;
  ath_file_id: string | null;
  version: Generated<number>;
  upd_user_id: number | null;
  upd_dt: Timestamp;
}

export interface ReturnRequestTable {
  rtn_no: string;
  rtn_kind_cd: string;
  /** The buyer's company. */
  cp_cd: string;
  /** The supplier's company the request is addressed to. */
  sp_cd: string;
  req_user_id: number;
  req_dt: Timestamp;
  ord_no: string;
  rsn_cd: string;
  rsn_cn: string | null;
  stat_cd: string;
  rjct_rsn_cn: string | null;
  ath_file_id: string | null;
  /** Whole won, the lines' sum; bigint comes back as text. */
  amount: ColumnType<string, number, number>;
  version: Generated<number>;
  upd_user_id: number | null;
  upd_dt: Timestamp;
}

export interface ReturnRequestItemTable {
  rtn_no: string;
  line_no: number;
  item_cd: string;
  item_nm: string;
  spec_cn: string | null;
  unit_cd: string;
  qty: number;
  unit_price: ColumnType<string, number, number>;
}

export interface ReturnRequestHistoryTable {
  rtn_no: string;
  seq: number;
  stat_cd: string;
  user_id: number;
  at: Timestamp;
  note: string | null;
}

export interface Database {
  company: CompanyTable;
  department: DepartmentTable;
  business_place: BusinessPlaceTable;
  app_user: UserTable;
  login_attempt: LoginAttemptTable;
  page_view: PageViewTable;
  item_request: ItemRequestTable;
  return_request: ReturnRequestTable;
  return_request_item: ReturnRequestItemTable;
  return_request_history: ReturnRequestHistoryTable;
  token: TokenTable;
  otp: OtpTable;
  otp_send: OtpSendTable;
  sms_outbox: SmsOutboxTable;
  system: SystemTable;
  menu: MenuTable;
  menu_role: MenuRoleTable;
  menu_event: MenuEventTable;
  common_code: CommonCodeTable;
  banner: BannerTable;
  banner_click: BannerClickTable;
  board_post: BoardPostTable;
  holiday: HolidayTable;
  manufacturer: ManufacturerTable;
  item_category: ItemCategoryTable;
  setting: SettingTable;
  sso_nonce: SsoNonceTable;
  supplier_application: SupplierApplicationTable;
  sourcing_group: SourcingGroupTable;
  sourcing_group_member: SourcingGroupMemberTable;
  manufacturer_request: ManufacturerRequestTable;
  corruption_report: CorruptionReportTable;
  attach_file: AttachFileTable;
  upload: UploadTable;
  bulk_request: BulkRequestTable;
  mail_outbox: MailOutboxTable;
  report_token: ReportTokenTable;
  card_payment: CardPaymentTable;
}
