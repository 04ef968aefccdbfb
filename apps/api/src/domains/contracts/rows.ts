// The e-contract rows the repository reads, as the contract's shapes (decision 0092: rows are
// mapped once, in their domain).
import type { ContractDetail, ContractRow } from '@mro/contract';
import { toMoney, toMoneyOrNull, toPrice } from '@mro/rules';
import type { contractRepository } from './repository.ts';

type Contracts = ReturnType<typeof contractRepository>;
type PageRow = Awaited<ReturnType<Contracts['page']>>['rows'][number];
type Found = NonNullable<Awaited<ReturnType<Contracts['detail']>>>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));

/** A row of either party's contract list; the other party's name in the caller's language. */
export const contractRowOf = (r: PageRow, en: boolean): ContractRow => ({
  ctrtNo: r.ctrt_no,
  ctrtNm: r.ctrt_nm,
  ctrtKindCd: r.ctrt_kind_cd,
  ctrtVer: r.ctrt_ver,
  statCd: r.stat_cd,
  ctrtDt: r.ctrt_dt,
  startDt: r.start_dt,
  endDt: r.end_dt,
  amount: toMoney(r.amount, r.crncy_cd),
  crncyCd: r.crncy_cd,
  cpNm: en ? r.o_cp_eng_nm : r.o_cp_nm,
  qtNo: r.qt_no,
});

/** One contract with both parties and its lines. */
export function contractDetailOf(found: Found, en: boolean): ContractDetail {
  const { head: h, lines } = found;
  const party = (x: 'a' | 'b', cpCd: string) => ({
    cpCd,
    cpNm: h[`${x}_cp_nm`],
    rpreNm: h[`${x}_rpre_nm`],
    contactNm: h[`${x}_contact_nm`],
    addr: h[`${x}_addr`],
    telNo: h[`${x}_tel_no`],
    email: h[`${x}_email`],
    bizType: h[`${x}_biz_type`],
  });
  return {
    ctrtNo: h.ctrt_no,
    ctrtGrpNo: h.ctrt_grp_no,
    ctrtNm: h.ctrt_nm,
    ctrtKindCd: h.ctrt_kind_cd,
    ctrtVer: h.ctrt_ver,
    docClsCd: h.doc_cls_cd,
    statCd: h.stat_cd,
    ctrtDt: h.ctrt_dt,
    startDt: h.start_dt,
    endDt: h.end_dt,
    amount: toMoney(h.amount, h.crncy_cd),
    crncyCd: h.crncy_cd,
    cpNm: en ? h.o_cp_eng_nm : h.o_cp_nm,
    qtNo: h.qt_no,
    partyA: party('a', h.cp_cd),
    partyB: party('b', h.sp_cd),
    lgstRate: num(h.lgst_rate),
    lgstAmount: toMoneyOrNull(h.lgst_amount, h.crncy_cd),
    ctrtUrl: h.ctrt_url,
    spCnfmDt: iso(h.sp_cnfm_dt),
    byCnfmDt: iso(h.by_cnfm_dt),
    latestCtrtNo: h.latest_ctrt_no,
    version: h.version,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      itemNm: l.item_nm,
      specCn: l.spec_cn,
      unitCd: l.unit_cd,
      qty: Number(l.qty),
      unitPrice: toPrice(l.unit_price, h.crncy_cd),
      itemCd: l.item_cd,
    })),
  };
}
