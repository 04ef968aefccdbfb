// Malls (spec 000 §6: "for malls, a mall id list"): the shops inside the buyer's system a company
// may use, and which company may use which (decision 0037).
export interface MallTable {
  mall_id: string;
  mall_nm_ko: string;
  mall_nm_en: string;
  sort_ord: number;
}

export interface CompanyMallTable {
  cp_cd: string;
  mall_id: string;
}
