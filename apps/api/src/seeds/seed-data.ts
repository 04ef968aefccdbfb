// Demo data for a first start: companies, users of every role, systems and menus, codes, banners,
// boards, holidays, manufacturers, item categories and business places.
import type { Insertable } from 'kysely';
import { UNIT_GLOSSARY, glossaryRows } from '@mro/rules';
import type { Database } from '../db/schema.ts';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export const COMPANIES: Rows<'company'> = [
  {
    cp_cd: 'MRO01',
    cp_nm: '엠알오코리아',
    cp_eng_nm: 'MRO Korea',
    cust_rol_cd: 'A',
    imk_lock_yn: 'N',
    rlcp_yn: 'N',
    biz_reg_no: '1208147521',
    if_user_yn: 'N',
  },
  {
    cp_cd: 'BY001',
    cp_nm: '한빛제조(주)',
    cp_eng_nm: 'Hanbit Manufacturing',
    cust_rol_cd: 'B',
    imk_lock_yn: 'N',
    rlcp_yn: 'N',
    biz_reg_no: '1248100998',
    if_user_yn: 'N',
  },
  {
    cp_cd: 'BY002',
    cp_nm: '대한화학(주)',
    cp_eng_nm: 'Daehan Chemical',
    cust_rol_cd: 'B',
    imk_lock_yn: 'Y',
    rlcp_yn: 'Y',
    biz_reg_no: '2208162517',
    if_user_yn: 'Y',
  },
  {
    cp_cd: 'SP001',
    cp_nm: '성실공구상사',
    cp_eng_nm: 'Seongsil Tools',
    cust_rol_cd: 'V',
    imk_lock_yn: 'N',
    rlcp_yn: 'N',
    biz_reg_no: '1138621284',
    if_user_yn: 'N',
  },
  {
    cp_cd: 'SP002',
    cp_nm: '미래산업자재',
    cp_eng_nm: 'Mirae Industrial Supply',
    cust_rol_cd: 'V',
    imk_lock_yn: 'N',
    rlcp_yn: 'N',
    biz_reg_no: '2148815570',
    if_user_yn: 'N',
  },
];

export const DEPARTMENTS: Rows<'department'> = [
  { dp_cd: 'MRO01-D01', cp_cd: 'MRO01', dp_nm: '운영팀' },
  { dp_cd: 'BY001-D01', cp_cd: 'BY001', dp_nm: '구매팀' },
  { dp_cd: 'BY001-D02', cp_cd: 'BY001', dp_nm: '설비보전팀' },
  { dp_cd: 'BY002-D01', cp_cd: 'BY002', dp_nm: '자재팀' },
  { dp_cd: 'SP001-D01', cp_cd: 'SP001', dp_nm: '영업팀' },
  { dp_cd: 'SP002-D01', cp_cd: 'SP002', dp_nm: '영업지원팀' },
];

export const BUSINESS_PLACES: Rows<'business_place'> = [
  { bp_cd: 'BY001-BP01', cp_cd: 'BY001', bp_nm: '울산공장', hist_itm_clsf_cd: 'A' },
  { bp_cd: 'BY001-BP02', cp_cd: 'BY001', bp_nm: '구미공장', hist_itm_clsf_cd: 'A' },
  { bp_cd: 'BY001-BP03', cp_cd: 'BY001', bp_nm: '서울사무소', hist_itm_clsf_cd: 'B' },
  { bp_cd: 'BY002-BP01', cp_cd: 'BY002', bp_nm: '여수공장', hist_itm_clsf_cd: 'A' },
  { bp_cd: 'SP001-BP01', cp_cd: 'SP001', bp_nm: '본사 물류센터', hist_itm_clsf_cd: null },
];

export type DemoUser = Omit<
  Insertable<Database['app_user']>,
  'user_id' | 'user_lang_cd' | 'pw_hash' | 'pw_changed_at' | 'pw_change_next_yn' | 'created_at'
> & {
  /** What the start command prints about this account. */
  note: string;
};

export const USERS: DemoUser[] = [
  {
    login_id: 'buyer01',
    user_nm: '김구매',
    cp_cd: 'BY001',
    dp_cd: 'BY001-D01',
    cust_rol_cd: 'B',
    email: 'buyer01@example.com',
    mobile_no: '01012340001',
    office_tel_no: '0522001001',
    emp_no: 'E1001',
    status: 'ACTIVE',
    otp_yn: 'N',
    note: 'buyer (BY, PO)',
  },
  {
    login_id: 'buyer02',
    user_nm: '이자재',
    cp_cd: 'BY002',
    dp_cd: 'BY002-D01',
    cust_rol_cd: 'B',
    email: 'buyer02@example.com',
    mobile_no: '01012340002',
    office_tel_no: null,
    emp_no: 'E2001',
    status: 'ACTIVE',
    otp_yn: 'N',
    note: 'buyer of another company',
  },
  {
    login_id: 'supplier01',
    user_nm: '박공급',
    cp_cd: 'SP001',
    dp_cd: 'SP001-D01',
    cust_rol_cd: 'V',
    email: 'supplier01@example.com',
    mobile_no: '01012340003',
    office_tel_no: '0215887001',
    emp_no: null,
    status: 'ACTIVE',
    otp_yn: 'N',
    note: 'supplier (SP, MP)',
  },
  {
    login_id: 'supplier02',
    user_nm: '최납품',
    cp_cd: 'SP002',
    dp_cd: 'SP002-D01',
    cust_rol_cd: 'V',
    email: 'supplier02@example.com',
    mobile_no: '01012340004',
    office_tel_no: null,
    emp_no: null,
    status: 'ACTIVE',
    otp_yn: 'N',
    note: 'supplier of another company',
  },
  {
    login_id: 'admin01',
    user_nm: '정운영',
    cp_cd: 'MRO01',
    dp_cd: 'MRO01-D01',
    cust_rol_cd: 'A',
    email: 'admin01@example.com',
    mobile_no: '01012340005',
    office_tel_no: '0215880001',
    emp_no: 'M0001',
    status: 'ACTIVE',
    otp_yn: 'N',
    note: 'admin (every system)',
  },
  {
    login_id: 'dormant01',
    user_nm: '한휴면',
    cp_cd: 'BY001',
    dp_cd: 'BY001-D02',
    cust_rol_cd: 'B',
    email: 'dormant01@example.com',
    mobile_no: '01012340006',
    office_tel_no: null,
    emp_no: 'E1002',
    status: 'DORMANT',
    otp_yn: 'N',
    note: 'dormant account (restore on login)',
  },
  {
    login_id: 'otp01',
    user_nm: '오인증',
    cp_cd: 'BY001',
    dp_cd: 'BY001-D01',
    cust_rol_cd: 'B',
    email: 'otp01@example.com',
    mobile_no: '01012340007',
    office_tel_no: null,
    emp_no: 'E1003',
    status: 'ACTIVE',
    otp_yn: 'Y',
    note: 'buyer with SMS second factor (code: GET /dev/outbox)',
  },
  {
    login_id: 'suspended01',
    user_nm: '정지됨',
    cp_cd: 'SP002',
    dp_cd: null,
    cust_rol_cd: 'V',
    email: 'suspended01@example.com',
    mobile_no: '01012340008',
    office_tel_no: null,
    emp_no: null,
    status: 'SUSPENDED',
    otp_yn: 'N',
    note: 'suspended account',
  },
];

export const SYSTEM_ROWS: Rows<'system'> = [
  { sys_gb_cd: 'MAIN', sys_nm_ko: '메인', sys_nm_en: 'Main', home_path: '/login', theme_class: 'main' },
  { sys_gb_cd: 'BY', sys_nm_ko: '구매사', sys_nm_en: 'Buyer', home_path: '/by', theme_class: 'buyer' },
  { sys_gb_cd: 'MP', sys_nm_ko: '마켓플레이스', sys_nm_en: 'Marketplace', home_path: '/mp', theme_class: 'supply' },
  { sys_gb_cd: 'SP', sys_nm_ko: '공급사', sys_nm_en: 'Supplier', home_path: '/sp', theme_class: 'supply' },
  { sys_gb_cd: 'PO', sys_nm_ko: '펀치아웃', sys_nm_en: 'Punch-out', home_path: '/po', theme_class: 'punch-out' },
  { sys_gb_cd: 'DEV', sys_nm_ko: '개발', sys_nm_en: 'Developer', home_path: '/dev', theme_class: 'supply' },
  { sys_gb_cd: 'GO', sys_nm_ko: 'GO', sys_nm_en: 'GO', home_path: null, theme_class: 'main' },
  { sys_gb_cd: 'GP', sys_nm_ko: 'GP', sys_nm_en: 'GP', home_path: null, theme_class: 'main' },
];

export type MenuSeed = [
  id: string,
  pid: string | null,
  ko: string,
  en: string,
  path: string | null,
  prgm: string | null,
  roles: string,
];

/** The buyer's list of their return and exchange requests (added by seed step 4 to older data). */
export const RETURN_MENU_BY: MenuSeed = [
  'BY-RTN',
  'BY-RCV',
  '반품/교환 요청',
  'Returns and exchanges',
  '/by/return/list',
  'BYRTN001',
  'BA',
];

/** The buyer's quote requests and e-contracts (issue 44, decision 0066; added by seedQuotes to older data). */
export const QUOTE_MENU_BY: MenuSeed = [
  'BY-QUO',
  null,
  '견적요청',
  'Quote requests',
  '/by/quote/list',
  'BYQUO001',
  'BA',
];

/** The supplier's orders to confirm (decision 0069; added by seed step seedSupplierOrders to older data). */
export const SUPPLIER_ORDER_MENU: MenuSeed = [
  'SP-ORD',
  null,
  '주문 확정',
  'Orders',
  '/sp/order/list',
  'SPORD001',
  'VA',
];

/** The buyer's tax invoices (decision 0074; added by seed step seedTaxInvoices to older data). */
export const BUYER_TAX_MENU: MenuSeed = [
  'BY-TAX',
  null,
  '세금계산서',
  'Tax invoices',
  '/by/tax-invoice/list',
  'BYTAX001',
  'BA',
];

/** Menus per system: [id, parent, Korean, English, path, program id, roles]. */
export const MENUS: Record<string, MenuSeed[]> = {
  BY: [
    ['BY-ORD', null, '주문관리', 'Orders', null, null, 'BA'],
    ['BY-ORD-01', 'BY-ORD', '주문 목록', 'Order list', '/by/order/list', 'BYORD001', 'BA'],
    ['BY-ORD-02', 'BY-ORD', '장바구니', 'Cart', '/by/order/cart', 'BYORD002', 'BA'],
    ['BY-RCV', null, '입고/검수', 'Receipt', null, null, 'BA'],
    ['BY-RCV-01', 'BY-RCV', '입고 목록', 'Goods receipts', '/by/receipt/list', 'BYRCV001', 'BA'],
    ['BY-REQ', null, '신규품목요청', 'New item requests', '/by/item-request/list', 'BYREQ001', 'BA'],
    RETURN_MENU_BY,
    QUOTE_MENU_BY,
    BUYER_TAX_MENU,
    ['BY-ADM', null, '구매사 관리', 'Buyer admin', '/by/admin/users', 'BYADM001', 'A'],
  ],
  SP: [
    SUPPLIER_ORDER_MENU,
    ['SP-QUO', null, '견적관리', 'Quotes', null, null, 'VA'],
    ['SP-QUO-01', 'SP-QUO', '견적 요청 목록', 'Quote requests', '/sp/quote/list', 'SPQUO001', 'VA'],
    ['SP-DLV', null, '납품관리', 'Deliveries', '/sp/delivery/list', 'SPDLV001', 'VA'],
    ['SP-RTN', null, '반품/교환 승인', 'Returns and exchanges', '/sp/return/list', 'SPRTN001', 'VA'],
    ['SP-TAX', null, '세금계산서', 'Tax invoices', '/sp/tax-invoice/list', 'SPTAX001', 'VA'],
  ],
  MP: [['MP-CAT', null, '카탈로그 관리', 'Catalogue', '/mp/catalog/list', 'MPCAT001', 'VA']],
  PO: [['PO-CART', null, '펀치아웃 장바구니', 'Punch-out cart', '/po/cart', 'POCRT001', 'BA']],
  DEV: [['DEV-UI', null, '컴포넌트', 'Components', '/dev/components', 'DEVUI001', 'A']],
};

/** Button events per program menu: [event, buyer/supplier authYn, admin authYn]. */
export const MENU_EVENTS: [event: string, user: 'Y' | 'N', admin: 'Y' | 'N'][] = [
  ['SEARCH', 'Y', 'Y'],
  ['SAVE', 'Y', 'Y'],
  ['EXCEL', 'Y', 'Y'],
  ['DELETE', 'N', 'Y'],
];

export type CodeSeed = [
  cd: string,
  ko: string,
  en: string,
  cn1?: string | null,
  cn2?: string | null,
  cn3?: string | null,
  cn4?: string | null,
  cn5?: string | null,
  useYn?: 'Y' | 'N',
];

export const CODES: Record<string, CodeSeed[]> = {
  CM031: [
    ['CHANNEL_DM_URL', '채팅 상담(메인)', 'Chat support (main)', 'https://chat.example.com/mro-main', 'Y'],
    ['CHANNEL_DLV_URL', '배송 상담', 'Delivery chat', 'https://chat.example.com/mro-delivery', 'Y'],
    ['CHANNEL_BY_ITEM_URL', '구매사 품목 상담', 'Buyer item chat', 'https://chat.example.com/mro-buyer', 'Y'],
    ['CHANNEL_SP_ITEM_URL', '공급사 품목 상담', 'Supplier item chat', 'https://chat.example.com/mro-supplier', 'N'],
  ],
  CM057: [['UPGRADE_URL', '브라우저 업그레이드', 'Browser upgrade', 'https://www.google.com/chrome/']],
  PAY_TERM: [
    ['CASH', '현금', 'Cash'],
    ['BILL', '어음', 'Bill'],
    ['CARD', '법인카드', 'Corporate card'],
    ['OLD', '외상(폐지)', 'Credit (retired)', null, null, null, null, null, 'N'],
  ],
  UNIT: glossaryRows(UNIT_GLOSSARY),
  SUPPLIER_TYPE: [
    ['MFR', '제조사', 'Manufacturer'],
    ['DST', '유통사', 'Distributor'],
    ['SVC', '서비스', 'Service'],
  ],
  CERT: [
    ['ISO9001', 'ISO 9001', 'ISO 9001'],
    ['ISO14001', 'ISO 14001', 'ISO 14001'],
    ['KS', 'KS 인증', 'KS mark'],
    ['VENTURE', '벤처기업', 'Venture company'],
  ],
  JOB_GRADE: [
    ['STAFF', '사원', 'Staff'],
    ['SENIOR', '대리', 'Assistant manager'],
    ['MANAGER', '과장', 'Manager'],
    ['GM', '부장', 'General manager'],
  ],
};

/**
 * The buyer home's banners (issue 45 item 5): position 1 a tile, position 3 a slider whose speed
 * is the largest view time (5 s here). WebP drawn from apps/portal/art/banners (npm run banners).
 */
export const BUYER_MAIN_BANNERS: Rows<'banner'> = [
  {
    banner_set: 'BUYER_MAIN',
    position: '1',
    sub_position: null,
    link_url: '/by/item-request/list',
    image_path: '/images/banner/buyer-1.webp',
    view_time: 3000,
    banner_key: 'BYM-1',
    sort_ord: 1,
  },
  {
    banner_set: 'BUYER_MAIN',
    position: '3',
    sub_position: '1',
    link_url: '/by/order/cart',
    image_path: '/images/banner/buyer-slide-1.webp',
    view_time: 3000,
    banner_key: 'BYM-3-1',
    sort_ord: 1,
  },
  {
    banner_set: 'BUYER_MAIN',
    position: '3',
    sub_position: '2',
    link_url: '/by/receipt/list',
    image_path: '/images/banner/buyer-slide-2.webp',
    view_time: 5000,
    banner_key: 'BYM-3-2',
    sort_ord: 2,
  },
];

export const BANNERS: Rows<'banner'> = [
  {
    banner_set: 'WELCOME',
    position: '1',
    sub_position: null,
    link_url: '/notice/list?type=1',
    image_path: '/images/banner/welcome-1.webp',
    view_time: 3000,
    banner_key: 'WEL-1',
    sort_ord: 1,
  },
  {
    banner_set: 'WELCOME',
    position: '2',
    sub_position: null,
    link_url: '/regist/supplier',
    image_path: '/images/banner/welcome-2.webp',
    view_time: 3000,
    banner_key: 'WEL-2',
    sort_ord: 1,
  },
  {
    banner_set: 'WELCOME',
    position: '3',
    sub_position: '1',
    link_url: '/reference/list',
    image_path: '/images/banner/slide-1.webp',
    view_time: 4000,
    banner_key: 'WEL-3-1',
    sort_ord: 1,
  },
  {
    banner_set: 'WELCOME',
    position: '3',
    sub_position: '2',
    link_url: '/faq/list',
    image_path: '/images/banner/slide-2.webp',
    view_time: 5000,
    banner_key: 'WEL-3-2',
    sort_ord: 2,
  },
  {
    banner_set: 'WELCOME',
    position: '3',
    sub_position: '3',
    link_url: null,
    image_path: '/images/banner/slide-3.webp',
    view_time: 3000,
    banner_key: null,
    sort_ord: 3,
  },
  {
    banner_set: 'WELCOME',
    position: '4',
    sub_position: null,
    link_url: 'https://www.example.com/logistics',
    image_path: '/images/banner/welcome-4.webp',
    view_time: 3000,
    banner_key: 'WEL-4',
    sort_ord: 1,
  },
  {
    banner_set: 'WELCOME',
    position: '5',
    sub_position: null,
    link_url: null,
    image_path: '/images/banner/welcome-5.webp',
    view_time: 3000,
    banner_key: null,
    sort_ord: 1,
  },
  {
    banner_set: 'WELCOME',
    position: '6',
    sub_position: null,
    link_url: '/regist/customer',
    image_path: '/images/banner/welcome-6.webp',
    view_time: 3000,
    banner_key: 'WEL-6',
    sort_ord: 1,
  },
  ...BUYER_MAIN_BANNERS,
];

type PostSeed = [
  board: 'NOTICE' | 'PDS' | 'FAQ',
  audience: 'BY' | 'SP' | 'ALL',
  beforeLogin: 'Y' | 'N',
  title: string,
  body: string,
  daysAgo: number,
];

export const POSTS: PostSeed[] = [
  ['NOTICE', 'BY', 'Y', '[구매사] 연말 배송 일정 안내', '<p>12월 마지막 주 배송 일정을 안내드립니다.</p>', 1],
  ['NOTICE', 'BY', 'Y', '[구매사] 신규 카탈로그 오픈', '<p>안전용품 카탈로그가 추가되었습니다.</p>', 8],
  ['NOTICE', 'BY', 'N', '[구매사] 시스템 점검 안내(로그인 후 공지)', '<p>11월 30일 02:00~04:00 점검합니다.</p>', 3],
  ['NOTICE', 'SP', 'Y', '[공급사] 세금계산서 발행 일정 안내', '<p>세금계산서는 매월 말일에 발행합니다.</p>', 2],
  ['NOTICE', 'SP', 'Y', '[공급사] 납품 서류 양식 변경', '<p>거래명세서 양식이 변경되었습니다.</p>', 10],
  ['NOTICE', 'ALL', 'Y', '개인정보처리방침 개정 안내', '<p>개인정보처리방침이 개정되었습니다.</p>', 20],
  ['PDS', 'ALL', 'Y', '공급사 소싱 가이드', '<p>소싱 절차와 필요 서류를 정리한 자료입니다.</p>', 5],
  ['PDS', 'BY', 'Y', '구매사 이용 매뉴얼', '<p>주문부터 입고까지의 이용 방법입니다.</p>', 12],
  ['FAQ', 'BY', 'Y', '회원가입 승인은 얼마나 걸리나요?', '<p>영업일 기준 약 24시간 이내에 승인됩니다.</p>', 30],
  ['FAQ', 'BY', 'Y', '주문 취소는 어떻게 하나요?', '<p>주문 목록에서 출고 전 주문을 취소할 수 있습니다.</p>', 31],
  ['FAQ', 'SP', 'Y', '세금계산서는 언제 발행하나요?', '<p>매월 말일에 발행하며 대금은 익월 15일에 지급됩니다.</p>', 32],
  [
    'FAQ',
    'SP',
    'Y',
    '로그인 아이디는 어떻게 받나요?',
    '<p>가입 승인 후 이메일로 로그인 아이디를 보내 드립니다.</p>',
    33,
  ],
];

export const MANUFACTURERS: Rows<'manufacturer'> = [
  {
    mfcp_cust_id: 'MF0001',
    mfcp_cust_nm: '한국정밀',
    mfcp_cust_eng_nm: 'Korea Precision',
    brnd_nm: 'KP',
    home_page: 'https://kp.example.com',
    rpre_itm_nm: '베어링',
    biz_reg_no: '1018200013',
  },
  {
    mfcp_cust_id: 'MF0002',
    mfcp_cust_nm: '대성공구',
    mfcp_cust_eng_nm: 'Daesung Tools',
    brnd_nm: 'DST',
    home_page: null,
    rpre_itm_nm: '수공구',
    biz_reg_no: null,
  },
  {
    mfcp_cust_id: 'MF0003',
    mfcp_cust_nm: '세이프가드',
    mfcp_cust_eng_nm: 'Safeguard',
    brnd_nm: 'SAFEGUARD',
    home_page: null,
    rpre_itm_nm: '안전장갑',
    biz_reg_no: null,
  },
];

export const ITEM_CATEGORIES: Rows<'item_category'> = [
  { itm_clsf_cd: 'A', upper_itm_clsf_cd: null, itm_clsf_kor_nm: '공구', itm_clsf_eng_nm: 'Tools' },
  { itm_clsf_cd: 'A01', upper_itm_clsf_cd: 'A', itm_clsf_kor_nm: '수공구', itm_clsf_eng_nm: 'Hand tools' },
  { itm_clsf_cd: 'A02', upper_itm_clsf_cd: 'A', itm_clsf_kor_nm: '전동공구', itm_clsf_eng_nm: 'Power tools' },
  { itm_clsf_cd: 'B', upper_itm_clsf_cd: null, itm_clsf_kor_nm: '안전용품', itm_clsf_eng_nm: 'Safety' },
  { itm_clsf_cd: 'B01', upper_itm_clsf_cd: 'B', itm_clsf_kor_nm: '안전장갑', itm_clsf_eng_nm: 'Safety gloves' },
  {
    itm_clsf_cd: 'C',
    upper_itm_clsf_cd: null,
    itm_clsf_kor_nm: '베어링/동력전달',
    itm_clsf_eng_nm: 'Bearings and power transmission',
  },
];

/** Public holidays that move with the lunar calendar or substitutes, by year (sample calendar). */
export const LUNAR_HOLIDAYS: Record<number, [ymd: string, name: string][]> = {
  2026: [
    ['20260216', '설날 연휴'],
    ['20260217', '설날'],
    ['20260218', '설날 연휴'],
    ['20260302', '대체공휴일'],
    ['20260525', '대체공휴일(부처님오신날)'],
    ['20260603', '전국동시지방선거'],
    ['20260817', '대체공휴일(광복절)'],
    ['20260924', '추석 연휴'],
    ['20260925', '추석'],
    ['20260928', '대체공휴일(추석)'],
    ['20261005', '대체공휴일(개천절)'],
  ],
  2027: [
    ['20270208', '설날 연휴'],
    ['20270209', '대체공휴일(설날)'],
    ['20270513', '부처님오신날'],
    ['20270816', '대체공휴일(광복절)'],
    ['20270914', '추석 연휴'],
    ['20270915', '추석'],
    ['20270916', '추석 연휴'],
    ['20271004', '대체공휴일(개천절)'],
    ['20271011', '대체공휴일(한글날)'],
    ['20271227', '대체공휴일(성탄절)'],
  ],
  2028: [
    ['20280126', '설날 연휴'],
    ['20280127', '설날'],
    ['20280128', '설날 연휴'],
    ['20280502', '부처님오신날'],
    ['20281002', '추석 연휴'],
    ['20281003', '추석'],
    ['20281004', '추석 연휴'],
  ],
};

export const SOLAR_HOLIDAYS: [mmdd: string, name: string][] = [
  ['0101', '신정'],
  ['0301', '삼일절'],
  ['0505', '어린이날'],
  ['0606', '현충일'],
  ['0815', '광복절'],
  ['1003', '개천절'],
  ['1009', '한글날'],
  ['1225', '성탄절'],
];

/** Reference data of the second seed step (registration, files, Excel, searches). */
export const CODES_V2: Record<string, CodeSeed[]> = {
  // File rules: usePsDefCn1 accepted extensions or group, usePsDefCn2 per-file MB, usePsDefCn3 total MB.
  FILE_RULE: [
    ['ST', '일반 첨부', 'General attachment', 'document', '5', '10'],
    ['IMG', '이미지', 'Images', 'image', '5', '10'],
    ['EXCEL', '엑셀', 'Spreadsheets', 'excel', '5', '10'],
    ['SUPPLIER_DOC', '공급사 제출 서류', 'Supplier documents', 'pdf,jpg,jpeg,png,tif,tiff', '5', '10'],
  ],
  // Excel templates: usePsDefCn1 the header row (ko|en pairs by ';'), usePsDefCn2 anonymous Y/N.
  EXCEL_TEMPLATE: [
    [
      'MANUFACTURER_REQ',
      '신규 제조사 요청',
      'New manufacturer requests',
      '제조사명|Manufacturer name;제조사 영문명|English name;대표 제조사명|Representative name;사업자등록번호|Business number;브랜드|Brand;홈페이지|Home page;대표 품목|Main item',
      'Y',
    ],
    [
      'ORDER_LINES',
      '주문 품목',
      'Order lines',
      '품목코드|Item code;품목명|Item name;수량|Quantity;단위|Unit;희망 납기일|Requested delivery date',
      'N',
    ],
  ],
  // Bulk downloads: usePsDefCn1 the data set, usePsDefCn3 mail Y/N, usePsDefCn4 file Y/N,
  // usePsDefCn5 Y when the mail takes long (message PICMCM0066 instead of PICMCM0065).
  BULK_DOWNLOAD: [
    ['MANUFACTURER', '제조사 목록', 'Manufacturers', 'manufacturer', null, 'Y', 'Y', 'N'],
    ['NOTICE', '공지사항 목록', 'Notices', 'notice', null, 'Y', 'Y', 'N'],
    ['BUSINESS_PLACE', '사업장 목록', 'Business places', 'businessPlace', null, 'Y', 'Y', 'Y'],
  ],
  DOC_TYPE: [
    ['BIZ_LICENSE', '사업자등록증', 'business license'],
    ['SEAL_CERT', '인감증명서', 'seal certificate'],
    ['BANKBOOK', '통장 사본', 'bank book copy'],
    ['CORP_REGISTRY', '법인등기부등본', 'corporate registry'],
    ['ENV_EVIDENCE', '환경/안전 인증서', 'environmental or safety certificate'],
    ['AEO_CERT', 'AEO 인증서', 'AEO certificate'],
    ['CREDIT_REPORT', '신용평가서', 'credit report'],
    ['ETC', '기타', 'other document'],
  ],
  REP_TYPE: [
    ['EACH', '각자대표', 'Each'],
    ['JOINT', '공동대표', 'Joint'],
    ['NA', '해당없음', 'Not applicable'],
  ],
  CIRC_LEVEL: [
    ['MFR', '제조', 'Manufacturer'],
    ['L1', '1차 유통', 'First-tier distributor'],
    ['L2', '2차 유통', 'Second-tier distributor'],
  ],
  ENV_CERT: [
    ['ISO14001', 'ISO 14001', 'ISO 14001'],
    ['ISO45001', 'ISO 45001', 'ISO 45001'],
    ['ETC', '기타', 'Other'],
  ],
  CREDIT_RATING: [
    ['AAA', 'AAA', 'AAA'],
    ['AA', 'AA', 'AA'],
    ['A', 'A', 'A'],
    ['BBB', 'BBB', 'BBB'],
    ['BB', 'BB', 'BB'],
    ['B', 'B', 'B'],
  ],
  REPORT_TYPE: [
    ['BRIBE', '금품/향응 수수', 'Bribery or hospitality'],
    ['UNFAIR', '불공정 거래', 'Unfair dealing'],
    ['ETC', '기타', 'Other'],
  ],
  REPORT: [
    ['ORDER_SHEET', '주문서', 'Order sheet'],
    ['TAX_INVOICE', '세금계산서', 'Tax invoice'],
    ['DELIVERY_NOTE', '납품서', 'Delivery note'],
    ['E_CONTRACT', '전자계약서', 'E-contract'],
  ],
};

export const SOURCING_GROUPS: Rows<'sourcing_group'> = [
  { src_grp_cd: 'SG01', src_grp_nm_ko: '공구 소싱', src_grp_nm_en: 'Tools sourcing', itm_clsf_cd: 'A' },
  { src_grp_cd: 'SG02', src_grp_nm_ko: '안전용품 소싱', src_grp_nm_en: 'Safety sourcing', itm_clsf_cd: 'B' },
];

/** Demo single sign-on ids (Knox and iOne employee ids). */
export const SSO_IDS: { login_id: string; knox_id: string | null; ione_id: string | null }[] = [
  { login_id: 'buyer01', knox_id: 'knox-e1001', ione_id: null },
  { login_id: 'admin01', knox_id: null, ione_id: 'ione-a0001' },
];

/**
 * Seed step 5 (setting seed.v5): the supplier registration's country list (ISO 3166 alpha-2), and
 * the demo suppliers' and a manufacturer's business numbers with their check digit right (the
 * first seed's failed the checksum, so the registration's duplicate check could never find them).
 */
export const VALID_DEMO_NUMBERS: { table: 'company' | 'manufacturer'; from: string; to: string }[] = [
  { table: 'company', from: '1138621286', to: '1138621284' },
  { table: 'company', from: '2148815574', to: '2148815570' },
  { table: 'manufacturer', from: '1018200012', to: '1018200013' },
];

export const CODES_V5: Record<string, CodeSeed[]> = {
  COUNTRY: [
    ['KR', '대한민국', 'Korea, Republic of'],
    ['US', '미국', 'United States'],
    ['CN', '중국', 'China'],
    ['JP', '일본', 'Japan'],
    ['DE', '독일', 'Germany'],
    ['VN', '베트남', 'Viet Nam'],
    ['TW', '대만', 'Taiwan'],
    ['SG', '싱가포르', 'Singapore'],
    ['GB', '영국', 'United Kingdom'],
    ['FR', '프랑스', 'France'],
    ['IT', '이탈리아', 'Italy'],
    ['IN', '인도', 'India'],
    ['TH', '태국', 'Thailand'],
    ['MY', '말레이시아', 'Malaysia'],
    ['ID', '인도네시아', 'Indonesia'],
    ['MX', '멕시코', 'Mexico'],
    ['CH', '스위스', 'Switzerland'],
    ['SE', '스웨덴', 'Sweden'],
    ['NL', '네덜란드', 'Netherlands'],
  ],
};
