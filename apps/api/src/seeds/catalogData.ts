// The demo catalogue's vocabulary (issue 43): the third level of the item-category tree, more
// manufacturers and suppliers, and product families whose options multiply into ~100,000
// realistic Korean and English MRO item names (seedCatalog.ts draws from them deterministically).
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** Levels two and three under the first seed's tree (A 공구, B 안전용품, C 베어링/동력전달). */
export const CATALOG_CATEGORIES: [cd: string, parent: string, ko: string, en: string][] = [
  ['A0101', 'A01', '렌치/스패너', 'Wrenches and spanners'],
  ['A0102', 'A01', '드라이버', 'Screwdrivers'],
  ['A0103', 'A01', '플라이어', 'Pliers'],
  ['A0201', 'A02', '전동드릴', 'Power drills'],
  ['A0202', 'A02', '그라인더/절단', 'Grinders and cutting'],
  ['A03', 'A', '체결부품', 'Fasteners'],
  ['A0301', 'A03', '볼트', 'Bolts'],
  ['A0302', 'A03', '너트', 'Nuts'],
  ['A0303', 'A03', '와셔', 'Washers'],
  ['B0101', 'B01', '코팅장갑', 'Coated gloves'],
  ['B0102', 'B01', '절단방지장갑', 'Cut-resistant gloves'],
  ['B02', 'B', '안전화', 'Safety footwear'],
  ['B0201', 'B02', '안전화', 'Safety shoes'],
  ['B03', 'B', '보호구', 'Protective equipment'],
  ['B0301', 'B03', '마스크', 'Masks'],
  ['B0302', 'B03', '보안경', 'Safety glasses'],
  ['B0303', 'B03', '청력보호구', 'Hearing protection'],
  ['C01', 'C', '베어링', 'Bearings'],
  ['C0101', 'C01', '볼베어링', 'Ball bearings'],
  ['C02', 'C', '벨트', 'Belts'],
  ['C0201', 'C02', 'V벨트', 'V-belts'],
  ['D', '', '소모품', 'Consumables'],
  ['D01', 'D', '윤활/접착', 'Lubricants and adhesives'],
  ['D0101', 'D01', '윤활유', 'Lubricants'],
  ['D0102', 'D01', '접착제', 'Adhesives'],
  ['D02', 'D', '청소용품', 'Cleaning'],
  ['D0201', 'D02', '와이퍼', 'Wipers'],
  ['D03', 'D', '전기자재', 'Electrical supplies'],
  ['D0301', 'D03', '케이블타이', 'Cable ties'],
];

export const CATALOG_MANUFACTURERS: Rows<'manufacturer'> = [
  ['MF0004', '동아볼트', 'Donga Bolt', 'DONGA'],
  ['MF0005', '삼화베어링', 'Samhwa Bearing', 'SHB'],
  ['MF0006', '케이세이프', 'K-Safe', 'KSAFE'],
  ['MF0007', '한일전동', 'Hanil Power Tools', 'HANIL'],
  ['MF0008', '청정산업', 'Cheongjeong Industry', 'CJ'],
  ['MF0009', '유니벨트', 'Unibelt', 'UNIBELT'],
  ['MF0010', '대한윤활', 'Daehan Lube', 'DHL'],
  ['MF0011', '에이스툴', 'Ace Tool', 'ACE'],
  ['MF0012', '스마트풋', 'Smart Foot', 'SMARTFOOT'],
].map(([id, ko, en, brand]) => ({
  mfcp_cust_id: id!,
  mfcp_cust_nm: ko!,
  mfcp_cust_eng_nm: en!,
  brnd_nm: brand!,
  home_page: null,
  rpre_itm_nm: null,
  biz_reg_no: null,
}));

/** Suppliers without users (the demo users belong to SP001 and SP002). */
export const CATALOG_SUPPLIERS: Rows<'company'> = [
  ['SP003', '신성안전', 'Sinsung Safety'],
  ['SP004', '우리베어링상사', 'Woori Bearing Trading'],
  ['SP005', '태양산업용품', 'Taeyang Industrial Goods'],
  ['SP006', '그린소모품', 'Green Consumables'],
].map(([cp, ko, en]) => ({
  cp_cd: cp!,
  cp_nm: ko!,
  cp_eng_nm: en!,
  cust_rol_cd: 'V' as const,
  imk_lock_yn: 'N' as const,
  rlcp_yn: 'N' as const,
  biz_reg_no: null,
  if_user_yn: 'N' as const,
}));

/** One option axis: [Korean, English, price factor]. The spec text is the Korean option. */
type Axis = [ko: string, en: string, factor: number][];

export interface Family {
  key: string;
  ko: string;
  en: string;
  category: string;
  unit: string;
  price: number;
  pack: number;
  minQty: number;
  lead: number;
  manufacturers: string[];
  suppliers: string[];
  axes: Axis[];
}

const sizes = (list: string[]): Axis => list.map((s, i) => [s, s, 1 + i * 0.08]);
const mm = (list: number[], unit = 'mm'): Axis => list.map((n, i) => [`${n}${unit}`, `${n} ${unit}`, 1 + i * 0.12]);
const COLORS: Axis = [
  ['회색', 'grey', 1],
  ['검정', 'black', 1.02],
  ['파랑', 'blue', 1.03],
  ['주황', 'orange', 1.05],
];
const PACKS: Axis = [
  ['10켤레', '10 pairs', 1],
  ['50켤레', '50 pairs', 4.6],
  ['100켤레', '100 pairs', 8.8],
];
const METRIC = ['M5', 'M6', 'M8', 'M10', 'M12', 'M14', 'M16', 'M20'];
const LENGTHS = [10, 15, 20, 25, 30, 35, 40, 50, 60, 70, 80, 100];
const THREADS: Axis = METRIC.flatMap((m, i) =>
  LENGTHS.map((l, j) => [`${m}×${l}`, `${m}×${l}`, 1 + i * 0.5 + j * 0.1] as [string, string, number]),
);
const MATERIALS: Axis = [
  ['아연도금', 'zinc plated', 1],
  ['스테인리스', 'stainless', 2.4],
  ['고장력', 'high tensile', 1.6],
  ['흑착색', 'black oxide', 1.2],
];

export const FAMILIES: Family[] = [
  { key: 'GN', ko: '니트릴 코팅 장갑', en: 'Nitrile coated gloves', category: 'B0101', unit: 'SET', price: 9_800, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0003', 'MF0006'], suppliers: ['SP001', 'SP003'], axes: [sizes(['S', 'M', 'L', 'XL']), COLORS, PACKS] },
  { key: 'GP', ko: '폴리우레탄 코팅 장갑', en: 'PU coated gloves', category: 'B0101', unit: 'SET', price: 7_900, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0003', 'MF0006'], suppliers: ['SP003', 'SP005'], axes: [sizes(['S', 'M', 'L', 'XL']), COLORS, PACKS] },
  { key: 'GC', ko: '절단방지 장갑', en: 'Cut-resistant gloves', category: 'B0102', unit: 'SET', price: 24_000, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0003', 'MF0006'], suppliers: ['SP003'], axes: [sizes(['S', 'M', 'L', 'XL']), [['레벨3', 'level 3', 1], ['레벨5', 'level 5', 1.5]], PACKS] },
  { key: 'BH', ko: '육각 볼트', en: 'Hex bolt', category: 'A0301', unit: 'EA', price: 120, pack: 100, minQty: 100, lead: 3, manufacturers: ['MF0004', 'MF0011'], suppliers: ['SP002', 'SP005'], axes: [THREADS, MATERIALS] },
  { key: 'BS', ko: '렌치 볼트', en: 'Socket head cap screw', category: 'A0301', unit: 'EA', price: 150, pack: 100, minQty: 100, lead: 3, manufacturers: ['MF0004', 'MF0011'], suppliers: ['SP002', 'SP005'], axes: [THREADS, MATERIALS] },
  { key: 'BN', ko: '육각 너트', en: 'Hex nut', category: 'A0302', unit: 'EA', price: 60, pack: 100, minQty: 100, lead: 3, manufacturers: ['MF0004'], suppliers: ['SP002', 'SP005'], axes: [sizes(METRIC), MATERIALS, [['1종', 'type 1', 1], ['2종', 'type 2', 1.05], ['3종', 'type 3', 1.1]]] },
  { key: 'BW', ko: '평와셔', en: 'Flat washer', category: 'A0303', unit: 'EA', price: 30, pack: 200, minQty: 200, lead: 3, manufacturers: ['MF0004'], suppliers: ['SP002'], axes: [sizes(METRIC), MATERIALS, [['소형', 'small', 1], ['대형', 'large', 1.3]]] },
  { key: 'SS', ko: '산업용 안전화', en: 'Industrial safety shoes', category: 'B0201', unit: 'EA', price: 54_000, pack: 1, minQty: 1, lead: 5, manufacturers: ['MF0012', 'MF0006'], suppliers: ['SP003', 'SP001'], axes: [mm([240, 245, 250, 255, 260, 265, 270, 275, 280, 285, 290]), [['단화', 'low-cut', 1], ['중목', 'mid-cut', 1.15], ['장화', 'boots', 1.4]], [['일반', 'standard', 1], ['정전기 방지', 'antistatic', 1.1], ['방수', 'waterproof', 1.2]]] },
  { key: 'MD', ko: '방진 마스크', en: 'Dust mask', category: 'B0301', unit: 'BOX', price: 18_000, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0006', 'MF0008'], suppliers: ['SP003', 'SP006'], axes: [[['KF80', 'KF80', 1], ['KF94', 'KF94', 1.2], ['1급', 'class 1', 1.5], ['특급', 'special class', 2]], [['20매', '20 pcs', 1], ['50매', '50 pcs', 2.3]], [['대형', 'large', 1], ['중형', 'medium', 1]]] },
  { key: 'EG', ko: '보안경', en: 'Safety glasses', category: 'B0302', unit: 'EA', price: 6_500, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0006', 'MF0003'], suppliers: ['SP003'], axes: [[['투명', 'clear', 1], ['변색', 'photochromic', 2.2], ['차광', 'tinted', 1.3]], [['김서림 방지', 'anti-fog', 1.2], ['일반', 'standard', 1]]] },
  { key: 'EP', ko: '귀마개', en: 'Ear plugs', category: 'B0303', unit: 'BOX', price: 12_000, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0006'], suppliers: ['SP003', 'SP006'], axes: [[['폼형', 'foam', 1], ['끈형', 'corded', 1.4]], [['100조', '100 pairs', 1], ['200조', '200 pairs', 1.9]]] },
  { key: 'WC', ko: '콤비네이션 렌치', en: 'Combination wrench', category: 'A0101', unit: 'EA', price: 4_500, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0002', 'MF0011'], suppliers: ['SP001', 'SP005'], axes: [mm([6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 19, 22, 24, 27, 30, 32]), [['크롬바나듐', 'chrome vanadium', 1], ['공구강', 'tool steel', 1.3]]] },
  { key: 'WA', ko: '몽키 스패너', en: 'Adjustable wrench', category: 'A0101', unit: 'EA', price: 12_000, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0002', 'MF0011'], suppliers: ['SP001'], axes: [mm([150, 200, 250, 300, 375]), [['일반', 'standard', 1], ['광구형', 'wide jaw', 1.25]]] },
  { key: 'DP', ko: '십자 드라이버', en: 'Phillips screwdriver', category: 'A0102', unit: 'EA', price: 3_200, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0002', 'MF0011'], suppliers: ['SP001', 'SP005'], axes: [[['#0', '#0', 1], ['#1', '#1', 1], ['#2', '#2', 1.1], ['#3', '#3', 1.2]], mm([75, 100, 150, 200]), [['관통형', 'through-tang', 1.3], ['일반', 'standard', 1], ['절연', 'insulated', 1.8]]] },
  { key: 'DF', ko: '일자 드라이버', en: 'Flat screwdriver', category: 'A0102', unit: 'EA', price: 3_000, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0002', 'MF0011'], suppliers: ['SP001'], axes: [mm([3, 4, 5, 6, 8], 'mm 날'), mm([75, 100, 150, 200]), [['일반', 'standard', 1], ['절연', 'insulated', 1.8]]] },
  { key: 'PL', ko: '롱노즈 플라이어', en: 'Long-nose pliers', category: 'A0103', unit: 'EA', price: 8_900, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0002', 'MF0011'], suppliers: ['SP001'], axes: [mm([125, 150, 200]), [['일반', 'standard', 1], ['절연', 'insulated', 1.7], ['곡형', 'bent nose', 1.1]]] },
  { key: 'PD', ko: '충전 드릴', en: 'Cordless drill', category: 'A0201', unit: 'SET', price: 129_000, pack: 1, minQty: 1, lead: 5, manufacturers: ['MF0007'], suppliers: ['SP001', 'SP002'], axes: [[['12V', '12 V', 1], ['18V', '18 V', 1.5], ['20V', '20 V', 1.7]], [['배터리 1개', '1 battery', 1], ['배터리 2개', '2 batteries', 1.3]], [['브러시리스', 'brushless', 1.4], ['일반', 'brushed', 1]]] },
  { key: 'AG', ko: '앵글 그라인더', en: 'Angle grinder', category: 'A0202', unit: 'EA', price: 89_000, pack: 1, minQty: 1, lead: 5, manufacturers: ['MF0007'], suppliers: ['SP001', 'SP002'], axes: [[['4인치', '4 inch', 1], ['5인치', '5 inch', 1.3], ['7인치', '7 inch', 1.8]], [['유선', 'corded', 1], ['무선', 'cordless', 1.6]]] },
  { key: 'CD', ko: '절단석', en: 'Cutting disc', category: 'A0202', unit: 'BOX', price: 15_000, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0007', 'MF0011'], suppliers: ['SP002', 'SP005'], axes: [[['105mm', '105 mm', 1], ['125mm', '125 mm', 1.3], ['180mm', '180 mm', 1.9]], [['철재용', 'for steel', 1], ['스테인리스용', 'for stainless', 1.3]], [['25매', '25 pcs', 1], ['50매', '50 pcs', 1.9]]] },
  { key: 'BB', ko: '깊은 홈 볼베어링', en: 'Deep groove ball bearing', category: 'C0101', unit: 'EA', price: 5_400, pack: 1, minQty: 1, lead: 4, manufacturers: ['MF0001', 'MF0005'], suppliers: ['SP004', 'SP002'], axes: [sizes(['6000', '6001', '6002', '6003', '6004', '6005', '6200', '6201', '6202', '6203', '6204', '6205', '6206', '6300', '6301', '6302', '6303', '6304', '6305', '6306']), [['개방형', 'open', 1], ['ZZ 실드', 'ZZ shielded', 1.15], ['2RS 밀봉', '2RS sealed', 1.25]], [['C3', 'C3', 1.05], ['CN', 'CN', 1]]] },
  { key: 'VB', ko: 'V벨트', en: 'V-belt', category: 'C0201', unit: 'EA', price: 7_800, pack: 1, minQty: 1, lead: 4, manufacturers: ['MF0009'], suppliers: ['SP004'], axes: [[['A형', 'A section', 1], ['B형', 'B section', 1.3], ['C형', 'C section', 1.8]], sizes(Array.from({ length: 30 }, (_, i) => `${30 + i * 2}인치`))] },
  { key: 'LB', ko: '산업용 윤활유', en: 'Industrial lubricant', category: 'D0101', unit: 'L', price: 11_000, pack: 1, minQty: 1, lead: 3, manufacturers: ['MF0010'], suppliers: ['SP006', 'SP005'], axes: [[['기어유', 'gear oil', 1], ['유압유', 'hydraulic oil', 1.1], ['절삭유', 'cutting oil', 1.2], ['그리스', 'grease', 1.4]], [['1L', '1 L', 1], ['4L', '4 L', 3.6], ['20L', '20 L', 15]], [['ISO VG32', 'ISO VG32', 1], ['ISO VG46', 'ISO VG46', 1], ['ISO VG68', 'ISO VG68', 1.05]]] },
  { key: 'AD', ko: '순간 접착제', en: 'Instant adhesive', category: 'D0102', unit: 'EA', price: 2_500, pack: 10, minQty: 10, lead: 2, manufacturers: ['MF0008'], suppliers: ['SP006'], axes: [[['20g', '20 g', 1], ['50g', '50 g', 2.1]], [['일반', 'general', 1], ['고점도', 'high viscosity', 1.2], ['금속용', 'for metal', 1.3]]] },
  { key: 'WP', ko: '산업용 와이퍼', en: 'Industrial wipers', category: 'D0201', unit: 'BOX', price: 16_000, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0008'], suppliers: ['SP006', 'SP005'], axes: [[['소형', 'small', 1], ['대형', 'large', 1.4]], [['무진', 'lint-free', 1.5], ['일반', 'standard', 1]]] },
  { key: 'CT', ko: '케이블 타이', en: 'Cable ties', category: 'D0301', unit: 'BOX', price: 3_500, pack: 1, minQty: 1, lead: 2, manufacturers: ['MF0008', 'MF0011'], suppliers: ['SP006', 'SP002'], axes: [mm([100, 150, 200, 250, 300, 370, 450]), [['흰색', 'white', 1], ['검정', 'black', 1.05]], [['100개', '100 pcs', 1], ['1000개', '1000 pcs', 8.5]]] },
]; // prettier-ignore
