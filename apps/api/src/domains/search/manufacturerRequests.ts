// A new-manufacturer request as a row: the search popup's request and the Excel bulk upload's
// rows are the same (MANUFACTURER_REQUEST_SCHEMA's fields).
import type { Insertable } from 'kysely';
import type { ManufacturerRequestTable } from '../../db/schema.ts';

/** A checked new-manufacturer request (form fields of MANUFACTURER_REQUEST_SCHEMA) as a row. */
export function manufacturerRequestRow(
  v: Record<string, string | undefined>,
  userId: number | null,
  now: Date,
): Insertable<ManufacturerRequestTable> {
  return {
    mfcp_cust_nm: v.mfcpCustNm ?? '',
    mfcp_cust_eng_nm: v.mfcpCustEngNm ?? '',
    rpre_mfcp_cust_nm: v.rpreMfcpCustNm ?? '',
    biz_reg_no: (v.bizRegNo ?? '').replace(/\D/g, ''),
    brnd_nm: v.brndNm || null,
    home_page: v.homePage || null,
    rpre_itm_nm: v.rpreItmNm || null,
    bp_addr: v.bpAddr || null,
    office_tel_no: v.officeTelNo || null,
    fax_no: v.faxNo || null,
    req_user_id: userId,
    created_at: now,
  };
}
