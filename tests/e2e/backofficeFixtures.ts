// The back office e2e's fixed answers (the screenshots' data, independent of the clock and of
// what other specs did) and its set-up through the API: a supplier application with its
// documents, the development mail outbox, a sign-in's answer (decisions 0064, 0067).
import { expect, type Page, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { isBusinessNumber } from '@mro/rules';
import { PASSWORD } from './helpers';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * admin01's own API session in BY (cookies apart from the page's), signed in and in the system,
 * with the headers its back-office calls need.
 */
export async function adminSession(playwright: Playwright, info: TestInfo) {
  const baseURL = info.project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  const ctx = await playwright.request.newContext({ baseURL });
  const main = { 'x-system': 'MAIN', origin };
  expect((await ctx.post('/imk/api/login', { data: { loginId: 'admin01', pwCn: PASSWORD }, headers: main })).ok()).toBe(
    true,
  );
  expect((await ctx.post('/imk/api/auth/system', { data: { sysGbCd: 'BY' }, headers: main })).ok()).toBe(true);
  return { ctx, by: { 'x-system': 'BY', origin } };
}

/** The registrations queue answered with `FIXED`: its tab labels count what other specs left waiting. */
export async function fixRegistrationsQueue(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('/imk/api/admin/registrations'),
    async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.data = FIXED;
      await route.fulfill({ response, json });
    },
  );
}

export const FIXED = {
  buyers: [
    // Oldest first, as the server answers.
    {
      loginId: 'kimbuy01',
      userNm: '김민지',
      cpNm: '(주)한국제조',
      regDt: '2026-11-18T01:30:00.000Z',
      dueDt: '2026-11-19T01:30:00.000Z',
      leftMinutes: -150,
    },
    {
      loginId: 'leebuyer',
      userNm: '이수진',
      cpNm: '대한물산(주)',
      regDt: '2026-11-19T08:10:00.000Z',
      dueDt: '2026-11-20T08:10:00.000Z',
      leftMinutes: 95,
    },
    {
      loginId: 'hong2026',
      userNm: '홍길동',
      cpNm: '(주)한국제조',
      regDt: '2026-11-20T06:00:00.000Z',
      dueDt: '2026-11-23T06:00:00.000Z',
      leftMinutes: 900,
    },
  ],
  suppliers: [
    {
      applNo: 'SA2026112000001',
      cpNm: '(주)세종공구',
      bizRegNo: '2208162517',
      regDt: '2026-11-20T02:00:00.000Z',
      dueDt: '2026-11-23T02:00:00.000Z',
      leftMinutes: 1200,
    },
  ],
};

/** A label with a `{{count}}` as a pattern for any count. */
export const counted = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '\\d+')}$`);

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A corporate business number (kind 81-88) nobody used yet in this run, with its check digit. */
export function freshBusinessNumber(): string {
  for (;;) {
    const d = [
      1 + Math.floor(Math.random() * 9),
      ...Array.from({ length: 2 }, () => Math.floor(Math.random() * 10)),
      8,
      1 + Math.floor(Math.random() * 8),
      ...Array.from({ length: 4 }, () => Math.floor(Math.random() * 10)),
    ];
    const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
    let sum = d.reduce((s, v, i) => s + v * w[i]!, 0);
    sum += Math.floor((d[8]! * 5) / 10);
    const check = (10 - (sum % 10)) % 10;
    const number = [...d, check].join('');
    if (isBusinessNumber(number)) return number;
  }
}

/** A supplier application through the API (its four documents uploaded first); its number. */
export async function applySupplier(page: Page, info: TestInfo, cpNm: string, email: string): Promise<string> {
  const origin = new URL(info.project.use.baseURL!).origin;
  const headers = { 'x-system': 'MAIN', origin };
  const types = ['BIZ_LICENSE', 'SEAL_CERT', 'BANKBOOK', 'CORP_REGISTRY'];
  const ids: string[] = [];
  for (const type of types) {
    const res = await page.request.post('/imk/api/anonymous/file/upload', {
      headers,
      multipart: {
        fileBusCd: 'SUPPLIER_DOC',
        files: { name: `${type.toLowerCase()}.pdf`, mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    ids.push(((await res.json()) as { data: { athFileId: string } }).data.athFileId);
  }
  const res = await page.request.post('/imk/api/anonymous/suppliers', {
    headers,
    data: {
      regTypeCd: 'C',
      cpNm,
      cpEngNm: 'Review Tools',
      rprePsNm: '최대표',
      rpreTypeCd: 'EACH',
      corpNo: '130111-0006246',
      bizRegNo: freshBusinessNumber(),
      zipCd: '06164',
      addr: '서울특별시 강남구 테헤란로 1',
      telNo: '02-555-1234',
      bizType: '도소매',
      bizItem: '공구',
      countryCd: 'KR',
      applicantNm: '김신청',
      email,
      contacts: { sales: { name: '영업담당', phone: '010-1111-2222', email: `sales.${email}` } },
      mainItems: [{ itmClsfCd: 'A01', mfcpCustId: 'MF0001', circLevelCd: 'MFR', ctrtExpYmd: '20271231' }],
      documents: types.map((docTypeCd, i) => ({ docTypeCd, athFileId: ids[i] })),
      termsAgreeYn: 'Y',
      privacyAgreeYn: 'Y',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { applNo: string } }).data.applNo;
}

/** The newest mail to `to` in the development outbox (read by the test, never by the page). */
export async function mailTo(page: Page, to: string): Promise<{ subject: string; body: string }> {
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const rows = (
        (await (await page.request.get('/dev/outbox?kind=mail')).json()) as {
          data: { to: string; subject: string; body: string }[];
        }
      ).data;
      found = rows.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export async function signInStatus(playwright: Playwright, info: TestInfo, loginId: string, pwCn: string) {
  const origin = new URL(info.project.use.baseURL!).origin;
  const ctx = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
  const res = await ctx.post('/imk/api/login', { data: { loginId, pwCn }, headers: { 'x-system': 'MAIN', origin } });
  const body = (await res.json()) as { error?: { errorCode: string } };
  await ctx.dispose();
  return { status: res.status(), code: body.error?.errorCode ?? null };
}

export const FIXED_USERS = {
  pages: [
    {
      loginId: 'buyer01',
      userNm: '김구매',
      cpCd: 'BY001',
      cpNm: '(주)한국제조',
      custRolCd: 'B',
      email: 'buyer01@example.com',
      status: 'ACTIVE',
      lockedMinutes: 12,
      regDt: '2026-01-05T00:00:00.000Z',
    },
    {
      loginId: 'dormant01',
      userNm: '한휴면',
      cpCd: 'BY001',
      cpNm: '(주)한국제조',
      custRolCd: 'B',
      email: 'dormant01@example.com',
      status: 'DORMANT',
      lockedMinutes: 0,
      regDt: '2025-02-01T00:00:00.000Z',
    },
    {
      loginId: 'suspended01',
      userNm: '정지됨',
      cpCd: 'SP002',
      cpNm: '(주)세종공구',
      custRolCd: 'V',
      email: 'suspended01@example.com',
      status: 'SUSPENDED',
      lockedMinutes: 0,
      regDt: '2025-03-01T00:00:00.000Z',
    },
  ],
  totalCount: 3,
};

export const FIXED_AUDITS = {
  pages: [
    {
      auditId: 3,
      at: '2026-11-20T05:10:00.000Z',
      actorLoginId: 'admin01',
      action: 'USER_SUSPEND',
      targetId: 'suspended01',
      cpCd: 'SP002',
      detail: null,
    },
    {
      auditId: 2,
      at: '2026-11-20T04:00:00.000Z',
      actorLoginId: 'admin01',
      action: 'BUYER_REJECT',
      targetId: 'leebuyer',
      cpCd: 'BY002',
      detail: '소속 부서를 확인할 수 없습니다',
    },
    {
      auditId: 1,
      at: '2026-11-20T03:30:00.000Z',
      actorLoginId: 'admin01',
      action: 'SUPPLIER_APPROVE',
      targetId: 'SA2026111900001',
      cpCd: 'SP004',
      detail: 'sp162517',
    },
  ],
  totalCount: 3,
};

const file = (athFileId: string, orgnFileNm: string) => ({
  athFileId,
  athFileSeq: 1,
  orgnFileNm,
  name: orgnFileNm,
  fileSizeNum: 48213,
  byte: '47.1 KB',
  fileStatus: 'none',
  imgFomCd: null,
  token: '0.x',
  downloadUrl: '',
});
export const FIXED_APPLICATION = {
  applNo: 'SA2026112000001',
  status: 'RECEIVED',
  cpNm: '(주)세종공구',
  cpEngNm: 'Sejong Tools',
  bizRegNo: '2208162517',
  corpNo: '130111-0006246',
  rprePsNm: '최대표',
  email: 'apply@example.com',
  telNo: '02-555-1234',
  applicantNm: '김신청',
  regDt: '2026-11-20T02:00:00.000Z',
  decidedDt: null,
  rejectReason: null,
  documents: [
    { docTypeCd: 'BIZ_LICENSE', docTypeNm: '', files: [file('F1', 'license.pdf')] },
    { docTypeCd: 'SEAL_CERT', docTypeNm: '', files: [file('F2', 'seal.pdf')] },
    { docTypeCd: 'BANKBOOK', docTypeNm: '', files: [file('F3', 'bankbook.pdf')] },
    { docTypeCd: 'CORP_REGISTRY', docTypeNm: '', files: [] },
  ],
};
