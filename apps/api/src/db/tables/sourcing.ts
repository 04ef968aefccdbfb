// Kysely table types: manufacturers, item categories, supplier applications, sourcing groups, manufacturer requests, corruption reports and card payments.
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, YN } from './columns.ts';

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
  /** The UNSPSC code (8 digits) punch-out lines carry (decision 0084); null: the nearest ancestor's. */
  unspsc_cd: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** A rejected application's reason (decision 0067). */
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface CardPaymentTable {
  ord_no: string;
  cp_cd: string;
  user_id: number;
  amount: ColumnType<string, number | string, number | string>;
  status: 'APPROVED' | 'CANCELLED';
  appr_no: string;
  approved_at: Timestamp;
  cancelled_at: Timestamp | null;
}
