// The provider back office (decision 0067): rejecting a buyer's registration and a supplier's
// application with a reason (mailed; a second decision refused with MROAU0015; a rejected buyer
// cannot sign in), a supplier application's documents (each downloadable), the users of the
// companies (suspend ends the sessions, restore a dormant one, unlock a locked one; what the state
// does not allow refused with MROBO0001), role A only, and the audit row of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFFICE_REASON_MAX, isBusinessNumber } from '@mro/rules';
import { multipart, SAMPLE, testServer, type TestServer } from './helpers.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await testServer();
  admin = await server.login('admin01', 'BY');
});
afterAll(() => server.close());

const json = (res: { body: string }) => JSON.parse(res.body);
const PASSWORD = 'Qm7!vRt2#p';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  server.call({ method, url, system: 'BY', token, ...(payload ? { payload } : {}) });

async function audits(q = '') {
  return json(await call('GET', `/admin/audits?q=${encodeURIComponent(q)}`)).data.pages as {
    actorLoginId: string;
    action: string;
    targetId: string;
    cpCd: string | null;
    detail: string | null;
    at: string;
  }[];
}

async function lastMail(to: string) {
  return server.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_addr', '=', to)
    .orderBy('mail_id', 'desc')
    .executeTakeFirstOrThrow();
}

async function registerBuyer(loginId: string) {
  const res = await server.call({
    method: 'POST',
    url: '/anonymous/users/buyers',
    payload: {
      loginId,
      pwCn: PASSWORD,
      pwCnConfirm: PASSWORD,
      userNm: '반려대상',
      cpCd: 'BY001',
      dpCd: 'BY001-D01',
      mobileNo: '010-5555-1234',
      email: `${loginId}@example.com`,
      zipCd: '04524',
      addr: '서울특별시 중구 세종대로 110',
      euResidentYn: 'N',
      termsAgreeYn: 'Y',
      privacyAgreeYn: 'Y',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A corporate business number (kind 81) that passes the check digit, from a serial. */
function businessNumber(serial: number): string {
  for (let d = 0; d < 10; d += 1) {
    const candidate = `21081${String(serial).padStart(4, '0')}${d}`;
    if (isBusinessNumber(candidate)) return candidate;
  }
  throw new Error('no check digit');
}

async function applySupplier(bizRegNo: string, email: string, cookie: string) {
  const ids: string[] = [];
  for (const name of ['license.pdf', 'seal.pdf', 'bank.png', 'registry.pdf']) {
    const body = await multipart({ fileBusCd: 'SUPPLIER_DOC' }, [
      { name, bytes: name.endsWith('png') ? SAMPLE.png : SAMPLE.pdf },
    ]);
    const res = await server.call({
      method: 'POST',
      url: '/anonymous/file/upload',
      payload: body.payload,
      headers: body.headers,
      cookies: { mro_up: cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(json(res).data.athFileId);
  }
  const res = await server.call({
    method: 'POST',
    url: '/anonymous/suppliers',
    cookies: { mro_up: cookie },
    payload: {
      regTypeCd: 'C',
      cpNm: '반려공구',
      cpEngNm: 'Refused Tools',
      rprePsNm: '최대표',
      rpreTypeCd: 'EACH',
      corpNo: '130111-0006246',
      bizRegNo,
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
      documents: ['BIZ_LICENSE', 'SEAL_CERT', 'BANKBOOK', 'CORP_REGISTRY'].map((docTypeCd, i) => ({
        docTypeCd,
        athFileId: ids[i],
      })),
      termsAgreeYn: 'Y',
      privacyAgreeYn: 'Y',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.applNo as string;
}

describe('rejecting a registration', () => {
  it('rejects a waiting buyer with a reason: mailed, recorded, the sign-in refused, a second decision refused', async () => {
    await registerBuyer('rejectme');
    // The reason is required and has a maximum length; nothing changes then.
    const empty = await call('POST', '/admin/users/rejectme/reject', { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    const long = await call('POST', '/admin/users/rejectme/reject', { reason: 'x'.repeat(BACKOFFICE_REASON_MAX + 1) });
    expect(long.statusCode).toBe(400);
    // Role A only.
    const buyer = await server.login('buyer01', 'BY');
    expect((await call('POST', '/admin/users/rejectme/reject', { reason: '서류 미비' }, buyer)).statusCode).toBe(403);

    const res = await call('POST', '/admin/users/rejectme/reject', { reason: '소속 회사 확인 불가' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ loginId: 'rejectme', status: 'REJECTED' });
    const mail = await lastMail('rejectme@example.com');
    expect(mail.subject).toContain('반려');
    expect(mail.body).toContain('소속 회사 확인 불가');
    // It left the queue; deciding it again (approve or reject) is refused.
    const queue = json(await call('GET', '/admin/registrations')).data;
    expect(queue.buyers.map((b: { loginId: string }) => b.loginId)).not.toContain('rejectme');
    for (const url of ['/admin/users/rejectme/approve', '/admin/users/rejectme/reject']) {
      const again = await call('POST', url, { reason: '다시' });
      expect(again.statusCode).toBe(409);
      expect(json(again).error).toMatchObject({ errorType: 'CONFLICT', errorCode: 'MROAU0015' });
    }
    expect((await call('POST', '/admin/users/nobody99/reject', { reason: '없음' })).statusCode).toBe(404);
    const login = await server.call({
      method: 'POST',
      url: '/login',
      payload: { loginId: 'rejectme', pwCn: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(json(login).error).toMatchObject({ errorCode: 'MROBO0002' });
    // One audit row: who, what, whose, why (the refused attempts wrote none).
    const rows = (await audits('rejectme')).filter((r) => r.targetId === 'rejectme');
    expect(rows).toEqual([
      {
        auditId: expect.any(Number),
        at: expect.any(String),
        actorLoginId: 'admin01',
        action: 'BUYER_REJECT',
        targetId: 'rejectme',
        cpCd: 'BY001',
        detail: '소속 회사 확인 불가',
      },
    ]);
  });

  it('records an approval of a buyer', async () => {
    await registerBuyer('approveme');
    expect((await call('POST', '/admin/users/approveme/approve')).statusCode).toBe(200);
    const rows = (await audits('approveme')).filter((r) => r.targetId === 'approveme');
    expect(rows.map((r) => [r.action, r.actorLoginId, r.cpCd])).toEqual([['BUYER_APPROVE', 'admin01', 'BY001']]);
  });
});

describe('supplier applications', () => {
  it('shows an application with its documents, each downloadable; rejects one with a reason; approves another', async () => {
    const refused = await applySupplier(businessNumber(1), 'refused@example.com', 'r'.repeat(43));
    const detail = await call('GET', `/admin/supplier-applications/${refused}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = json(detail).data;
    expect(data).toMatchObject({
      applNo: refused,
      status: 'RECEIVED',
      cpNm: '반려공구',
      cpEngNm: 'Refused Tools',
      bizRegNo: businessNumber(1),
      email: 'refused@example.com',
      applicantNm: '김신청',
      rejectReason: null,
    });
    expect(data.documents.map((d: { docTypeCd: string }) => d.docTypeCd)).toEqual([
      'BIZ_LICENSE',
      'SEAL_CERT',
      'BANKBOOK',
      'CORP_REGISTRY',
    ]);
    expect(data.documents[0].docTypeNm).not.toBe('BIZ_LICENSE');
    const files = data.documents.map((d: { files: { orgnFileNm: string }[] }) => d.files.map((f) => f.orgnFileNm));
    expect(files).toEqual([['license.pdf'], ['seal.pdf'], ['bank.png'], ['registry.pdf']]);
    // Each file downloads with its link (the administrator reads every file).
    const file = data.documents[2].files[0];
    const download = await server.call({
      url: `/file/${file.athFileId}-${file.athFileSeq}?token=${encodeURIComponent(file.token)}`,
      token: admin,
      system: 'BY',
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(SAMPLE.png))).toBe(true);
    // Another role reads no application.
    const buyer = await server.login('buyer01', 'BY');
    expect((await call('GET', `/admin/supplier-applications/${refused}`, undefined, buyer)).statusCode).toBe(403);
    expect((await call('GET', '/admin/supplier-applications/SA000')).statusCode).toBe(404);

    const rejected = await call('POST', `/admin/supplier-applications/${refused}/reject`, {
      reason: '사업자등록증 사본이 흐립니다',
    });
    expect(json(rejected).data).toEqual({ applNo: refused, status: 'REJECTED' });
    const mail = await lastMail('refused@example.com');
    expect(mail.body).toContain('사업자등록증 사본이 흐립니다');
    const after = json(await call('GET', `/admin/supplier-applications/${refused}`)).data;
    expect(after).toMatchObject({ status: 'REJECTED', rejectReason: '사업자등록증 사본이 흐립니다' });
    expect(after.decidedDt).toEqual(expect.any(String));
    for (const url of [
      `/admin/supplier-applications/${refused}/approve`,
      `/admin/supplier-applications/${refused}/reject`,
    ]) {
      const again = await call('POST', url, { reason: '다시' });
      expect(again.statusCode).toBe(409);
      expect(json(again).error.errorCode).toBe('MROAU0015');
    }
    // The business number may apply again once the first application was decided.
    const accepted = await applySupplier(businessNumber(1), 'accepted@example.com', 's'.repeat(43));
    const approved = json(await call('POST', `/admin/supplier-applications/${accepted}/approve`)).data;
    expect(approved.status).toBe('APPROVED');
    const rows = await audits(refused);
    expect(rows.map((r) => [r.action, r.targetId, r.detail])).toEqual([
      ['SUPPLIER_REJECT', refused, '사업자등록증 사본이 흐립니다'],
    ]);
    const approvals = await audits(accepted);
    expect(approvals.map((r) => [r.action, r.targetId, r.cpCd, r.detail])).toEqual([
      ['SUPPLIER_APPROVE', accepted, approved.cpCd, approved.loginId],
    ]);
  });
});

describe('users of a company', () => {
  it('searches users with their state and lock', async () => {
    const res = json(await call('GET', '/admin/users?q=BY001')).data;
    const ids = res.pages.map((u: { loginId: string }) => u.loginId);
    expect(ids).toEqual(expect.arrayContaining(['buyer01', 'dormant01']));
    expect(res.pages.every((u: { cpCd: string }) => u.cpCd === 'BY001')).toBe(true);
    const dormant = json(await call('GET', '/admin/users?q=dormant01&status=DORMANT')).data.pages;
    expect(dormant).toEqual([expect.objectContaining({ loginId: 'dormant01', status: 'DORMANT', lockedMinutes: 0 })]);
    const buyer = await server.login('buyer01', 'BY');
    expect((await call('GET', '/admin/users?q=BY001', undefined, buyer)).statusCode).toBe(403);
  });

  it('suspends (the sessions end), restores and unlocks, each recorded; what the state does not allow is refused', async () => {
    const token = await server.login('buyer02', 'BY');
    expect((await server.call({ url: '/auth/session', system: 'BY', token })).statusCode).toBe(200);
    const suspended = await call('POST', '/admin/users/buyer02/suspend');
    expect(json(suspended).data).toEqual({ loginId: 'buyer02', status: 'SUSPENDED', lockedMinutes: 0 });
    expect((await server.call({ url: '/auth/session', system: 'BY', token })).statusCode).toBe(401);
    const refusedLogin = await server.call({
      method: 'POST',
      url: '/login',
      payload: { loginId: 'buyer02', pwCn: 'x' },
    });
    expect(refusedLogin.statusCode).toBeGreaterThanOrEqual(400);
    // Suspending twice is refused, nothing recorded for it.
    const twice = await call('POST', '/admin/users/buyer02/suspend');
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error).toMatchObject({ errorCode: 'MROBO0001' });
    expect(json(await call('POST', '/admin/users/buyer02/restore')).data.status).toBe('ACTIVE');
    expect((await server.login('buyer02', 'BY')).length).toBeGreaterThan(0);
    // A dormant user restored.
    expect(json(await call('POST', '/admin/users/dormant01/restore')).data.status).toBe('ACTIVE');
    // Nothing to unlock: refused.
    expect((await call('POST', '/admin/users/buyer01/unlock')).statusCode).toBe(409);
    // Five wrong passwords lock the login; staff unlock it and the right password signs in.
    for (let i = 0; i < 5; i += 1) {
      await server.call({ method: 'POST', url: '/login', payload: { loginId: 'buyer01', pwCn: 'Wrong!pass1' } });
    }
    const locked = json(await call('GET', '/admin/users?q=buyer01')).data.pages[0];
    expect(locked.lockedMinutes).toBeGreaterThan(0);
    const unlocked = json(await call('POST', '/admin/users/buyer01/unlock')).data;
    expect(unlocked).toEqual({ loginId: 'buyer01', status: 'ACTIVE', lockedMinutes: 0 });
    expect((await server.login('buyer01', 'BY')).length).toBeGreaterThan(0);
    expect((await call('POST', '/admin/users/nobody99/suspend')).statusCode).toBe(404);
    // Staff do not suspend themselves.
    const self = await call('POST', '/admin/users/admin01/suspend');
    expect(self.statusCode).toBe(409);
    expect(json(self).error.errorCode).toBe('MROBO0001');
    const supplier = await server.login('supplier01', 'SP');
    expect(
      (await server.call({ method: 'POST', url: '/admin/users/buyer01/suspend', system: 'SP', token: supplier }))
        .statusCode,
    ).toBe(403);

    const rows = (await audits()).filter((r) => ['buyer02', 'dormant01', 'buyer01'].includes(r.targetId));
    // Newest first: exactly the changes made, each with who and the company.
    expect(rows.map((r) => [r.action, r.targetId, r.actorLoginId, r.cpCd])).toEqual([
      ['USER_UNLOCK', 'buyer01', 'admin01', 'BY001'],
      ['USER_RESTORE', 'dormant01', 'admin01', 'BY001'],
      ['USER_RESTORE', 'buyer02', 'admin01', rows.at(-1)!.cpCd],
      ['USER_SUSPEND', 'buyer02', 'admin01', rows.at(-1)!.cpCd],
    ]);
    // The audit list searches and filters by action.
    const byAction = json(await call('GET', '/admin/audits?action=USER_SUSPEND')).data.pages;
    expect(byAction.map((r: { targetId: string }) => r.targetId)).toEqual(['buyer02']);
    const buyer = await server.login('buyer01', 'BY');
    expect((await call('GET', '/admin/audits', undefined, buyer)).statusCode).toBe(403);
  });
});

describe('notices, FAQ and reference posts', () => {
  async function uploadAsAdmin(name: string) {
    const body = await multipart({}, [{ name, bytes: SAMPLE.pdf }]);
    const res = await server.call({
      method: 'POST',
      url: '/file/upload',
      system: 'BY',
      token: admin,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.athFileId as string;
  }
  const post = (extra: Record<string, unknown> = {}) => ({
    rpreBrdId: 'NOTICE',
    titlCn: '설 연휴 배송 안내',
    cntn: '<p>연휴 기간 <b>배송</b>이 늦어집니다.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    sysGbCd: 'BY',
    beforeLoginYn: 'N',
    ...extra,
  });

  it('writes a post with sanitized HTML and an attachment that buyers read; changes and deletes it; each recorded', async () => {
    const athFileId = await uploadAsAdmin('holiday.pdf');
    const created = await call('POST', '/admin/board-posts', post({ athFileId }));
    expect(created.statusCode, created.body).toBe(200);
    const { ntcnId } = json(created).data;
    const buyer = await server.login('buyer01', 'BY');
    const read = json(await call('GET', `/anonymous/boards/posts/${ntcnId}`, undefined, buyer)).data;
    expect(read.titlCn).toBe('설 연휴 배송 안내');
    expect(read.cntn).toContain('<b>배송</b>');
    expect(read.cntn).not.toMatch(/script|onerror/i);
    expect(read.files.map((f: { orgnFileNm: string }) => f.orgnFileNm)).toEqual(['holiday.pdf']);
    // The buyer downloads the attachment with its link.
    const file = read.files[0];
    const download = await server.call({
      url: `/file/${file.athFileId}-${file.athFileSeq}?token=${encodeURIComponent(file.token)}`,
      token: buyer,
      system: 'BY',
    });
    expect(download.statusCode).toBe(200);
    // A supplier does not see a buyers' notice.
    const supplier = await server.login('supplier01', 'SP');
    expect(
      (await server.call({ url: `/anonymous/boards/posts/${ntcnId}`, system: 'SP', token: supplier })).statusCode,
    ).toBe(404);

    const changed = await call(
      'PUT',
      `/admin/board-posts/${ntcnId}`,
      post({ titlCn: '설 연휴 배송 안내 (변경)', athFileId, version: 1 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).data).toEqual({ ntcnId, version: 2 });
    const again = json(await call('GET', `/anonymous/boards/posts/${ntcnId}`, undefined, buyer)).data;
    expect(again.titlCn).toBe('설 연휴 배송 안내 (변경)');

    expect((await call('DELETE', `/admin/board-posts/${ntcnId}?version=2`, undefined, buyer)).statusCode).toBe(403);
    // Deleting names the version read: without one refused; the one before the change is stale.
    expect((await call('DELETE', `/admin/board-posts/${ntcnId}`)).statusCode).toBe(400);
    const stale = await call('DELETE', `/admin/board-posts/${ntcnId}?version=1`);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toMatchObject({ errorCode: 'MROBO0021' });
    expect((await call('GET', `/anonymous/boards/posts/${ntcnId}`, undefined, buyer)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/admin/board-posts/${ntcnId}?version=2`);
    expect(json(deleted).data).toEqual({ ntcnId, deleted: true });
    expect((await call('GET', `/anonymous/boards/posts/${ntcnId}`, undefined, buyer)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/board-posts/${ntcnId}?version=2`)).statusCode).toBe(404);
    expect((await call('PUT', `/admin/board-posts/${ntcnId}`, post({ version: 2 }))).statusCode).toBe(404);
    expect((await call('GET', `/admin/board-posts/${ntcnId}`)).statusCode).toBe(404);

    const rows = (await audits()).filter((r) => r.targetId === String(ntcnId));
    expect(rows.map((r) => [r.action, r.actorLoginId, r.detail])).toEqual([
      ['POST_DELETE', 'admin01', 'NOTICE: 설 연휴 배송 안내 (변경)'],
      ['POST_UPDATE', 'admin01', 'NOTICE: 설 연휴 배송 안내 (변경)'],
      ['POST_CREATE', 'admin01', 'NOTICE: 설 연휴 배송 안내'],
    ]);
  });

  it('refuses a post without content once sanitized, an unknown attachment, a missing title, another role', async () => {
    const fields = (res: { body: string }) =>
      Object.fromEntries(
        (json(res).error.fieldErros as { field: string; code: string }[]).map((f) => [f.field, f.code]),
      );
    const scriptOnly = await call('POST', '/admin/board-posts', post({ cntn: '<script>alert(1)</script><p> </p>' }));
    expect(scriptOnly.statusCode).toBe(400);
    expect(Object.keys(fields(scriptOnly))).toEqual(['cntn']);
    const unknown = await call('POST', '/admin/board-posts', post({ athFileId: 'F000000000000000000000000' }));
    expect(fields(unknown)).toEqual({ athFileId: 'MROCM0010' });
    const untitled = await call('POST', '/admin/board-posts', post({ titlCn: '  ' }));
    expect(Object.keys(fields(untitled))).toEqual(['titlCn']);
    const board = await call('POST', '/admin/board-posts', post({ rpreBrdId: 'BLOG' }));
    expect(fields(board)).toEqual({ rpreBrdId: 'MROCM0009' });
    const buyer = await server.login('buyer01', 'BY');
    expect((await call('POST', '/admin/board-posts', post(), buyer)).statusCode).toBe(403);
    // Nothing was written.
    const created = (await audits()).filter((r) => r.action === 'POST_CREATE');
    expect(created).toHaveLength(1);
  });

  it('lists a board for staff (every audience), opens a post to edit with its version, and refuses a stale change', async () => {
    const athFileId = await uploadAsAdmin('manual.pdf');
    const created = json(
      await call(
        'POST',
        '/admin/board-posts',
        post({ rpreBrdId: 'PDS', sysGbCd: 'SP', titlCn: '공급사 매뉴얼', athFileId }),
      ),
    ).data;
    const listed = json(await call('GET', '/admin/board-posts?rpreBrdId=PDS&q=매뉴얼')).data;
    const row = listed.pages.find((r: { ntcnId: number }) => r.ntcnId === created.ntcnId);
    expect(row).toMatchObject({
      rpreBrdId: 'PDS',
      titlCn: '공급사 매뉴얼',
      sysGbCd: 'SP',
      beforeLoginYn: 'N',
      athFileYn: 'Y',
      updDt: null,
      updLoginId: null,
      version: 1,
    });
    // Another board's search does not hold it; an unknown board is refused.
    const notices = json(await call('GET', '/admin/board-posts?rpreBrdId=NOTICE&q=매뉴얼')).data.pages;
    expect(notices.map((r: { ntcnId: number }) => r.ntcnId)).not.toContain(created.ntcnId);
    expect((await call('GET', '/admin/board-posts?rpreBrdId=BLOG')).statusCode).toBe(400);

    const detail = json(await call('GET', `/admin/board-posts/${created.ntcnId}`)).data;
    expect(detail).toMatchObject({ athFileId, version: 1, viewCnt: 0 });
    // The HTML as stored: sanitized (the script and the handler gone).
    expect(detail.cntn).toBe('<p>연휴 기간 <b>배송</b>이 늦어집니다.</p><img src="x">');
    expect(detail.files.map((f: { orgnFileNm: string }) => f.orgnFileNm)).toEqual(['manual.pdf']);
    // Opening it to edit is not a reader's view.
    expect(json(await call('GET', `/admin/board-posts/${created.ntcnId}`)).data.viewCnt).toBe(0);

    // Two staff edit version 1: the first wins, the second is told who changed it (nothing written).
    const first = await call('PUT', `/admin/board-posts/${created.ntcnId}`, post({ titlCn: '먼저 저장', version: 1 }));
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', `/admin/board-posts/${created.ntcnId}`, post({ titlCn: '나중 저장', version: 1 }));
    expect(second.statusCode).toBe(409);
    expect(json(second).error).toMatchObject({ errorType: 'CONFLICT', errorCode: 'MROBO0021' });
    const after = json(await call('GET', `/admin/board-posts/${created.ntcnId}`)).data;
    expect(after).toMatchObject({ titlCn: '먼저 저장', version: 2 });
    expect(after.updLoginId).toBe('admin01');
    expect(after.updDt).not.toBeNull();
    // A change without a version is malformed.
    expect((await call('PUT', `/admin/board-posts/${created.ntcnId}`, post())).statusCode).toBe(400);
    const updates = (await audits()).filter((r) => r.targetId === String(created.ntcnId) && r.action === 'POST_UPDATE');
    expect(updates).toHaveLength(1);
    const buyer = await server.login('buyer01', 'BY');
    expect((await call('GET', '/admin/board-posts?rpreBrdId=PDS', undefined, buyer)).statusCode).toBe(403);
    expect((await call('GET', `/admin/board-posts/${created.ntcnId}`, undefined, buyer)).statusCode).toBe(403);
  });
});
