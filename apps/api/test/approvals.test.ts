// Approvals (decision 0048) and notifications (decision 0049): the engine's documents through the
// calls: the approver's box, a document's steps, approve along the line to completion (the doc
// kind's hook runs, post-approval and notice are told, alerts go to the outboxes), reject with a
// required reason, the cancel approval round, the machine's refusals, two approvers at once, the
// company scoping; and the notifications each of them records for the people concerned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_NO, registerApprovalHooks, startApproval } from '../src/domains/approvals/repository.ts';
import { ORDER_NO } from '@mro/rules';
import { DEMO_RECEIPT_ORDERS } from '../src/seeds/seedReceipts.ts';
import { ORIGIN, testServer, type TestServer } from './helpers.ts';

let s: TestServer;
const token: Record<string, string> = {};
const WHO = ['buyer01', 'buyer02', 'approver01', 'approver02', 'approver03', 'approver04', 'approver11'];

beforeAll(async () => {
  s = await testServer();
  for (const who of WHO) token[who] = await s.login(who, 'BY');
});
afterAll(async () => s.close());

interface Change {
  apprNo: string;
  statCd: string;
  version: number;
}
interface Detail extends Change {
  title: string;
  steps: {
    round: number;
    stepNo: number;
    procKindCd: string;
    userNm: string;
    decisionCd: string | null;
    reasonCn: string | null;
    mine: boolean;
  }[];
  can: { approve: boolean; reject: boolean; cancel: boolean };
}

const api = async (who: string, url: string, payload?: unknown, locale?: string) => {
  const res = await s.call({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    system: 'BY',
    token: token[who]!,
    ...(payload === undefined ? {} : { payload, headers: { origin: ORIGIN } }),
    ...(locale ? { locale } : {}),
  });
  const body = res.json() as {
    data: unknown;
    error: { errorCode: string; errorMessage: string; fieldErros: { field: string; code: string }[] } | null;
  };
  return { status: res.statusCode, data: body.data, error: body.error };
};
const detail = async (who: string, apprNo: string) => (await api(who, `/by/approvals/${apprNo}`)).data as Detail;
const box = async (who: string, which: 'waiting' | 'drafted' | 'decided') =>
  (await api(who, `/by/approvals/page?box=${which}&pageSize=100`)).data as {
    pages: (Change & { title: string; docId: string })[];
    totalCount: number;
  };
const userId = async (login: string) =>
  (await s.ctx.db.selectFrom('app_user').select('user_id').where('login_id', '=', login).executeTakeFirstOrThrow())
    .user_id;
const deps = () => ({ now: s.ctx.now, mail: s.ctx.mail, sms: s.ctx.sms });

let seq = 0;
/** A new document of buyer01's company (doc kind 'PO'), through the engine as an order would. */
async function newDoc(title = `테스트 구매 ${seq + 1}`) {
  const docId = `PO-TEST-${++seq}`;
  const started = await startApproval(s.ctx.db, deps(), {
    companyId: 'BY001',
    docKind: 'PO',
    docId,
    drafterUserId: await userId('buyer01'),
    title,
    amount: '120000',
    currency: 'KRW',
  });
  return { ...started, docId };
}
const unread = async (who: string) =>
  ((await api(who, '/notifications/unread-count')).data as { unread: number }).unread;

describe('the approval line and the box', () => {
  it('lists the company’s line: agreement, approval, post-approval, notice with alert types', async () => {
    const { data } = await api('buyer01', '/by/approvals/lines');
    const lines = data as { defaultYn: string; steps: { procKindCd: string; alertTypeCd: string; userNm: string }[] }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]!.steps.map((st) => `${st.procKindCd}${st.alertTypeCd}`)).toEqual(['HM', 'BA', 'YM', 'JS']);
    const other = (await api('buyer02', '/by/approvals/lines')).data as { steps: { userNm: string }[] }[];
    expect(other[0]!.steps.map((st) => st.userNm)).toEqual(['강승인', '이자재']);
  });

  it('shows each approver what waits for them, and the drafter what they drafted, company scoped', async () => {
    const waiting = await box('approver01', 'waiting');
    expect(waiting.pages.map((p) => p.title).sort()).toEqual([
      '니트릴 코팅 장갑 S 회색 10켤레 외 2건',
      '육각 볼트 M5×10 아연도금',
    ]);
    // The seeded documents are real orders (decision 0055), in the documents' statuses.
    for (const p of waiting.pages) {
      expect(p.docId).toMatch(ORDER_NO);
      const order = await s.ctx.db
        .selectFrom('purchase_order')
        .select('prgs_stat_cd')
        .where('ord_no', '=', p.docId)
        .executeTakeFirstOrThrow();
      expect(order.prgs_stat_cd).toBe('2');
    }
    expect(waiting.pages.every((p) => APPROVAL_NO.test(p.apprNo) && p.statCd === '2')).toBe(true);
    expect((await box('approver02', 'waiting')).pages.map((p) => p.title)).toEqual([
      '산업용 안전화 240mm 단화 일반 외 1건',
    ]);
    // Six demo approvals and the goods receipts' approved demo orders (decision 0059).
    expect((await box('buyer01', 'drafted')).totalCount).toBe(6 + DEMO_RECEIPT_ORDERS.length);
    expect((await box('approver01', 'decided')).totalCount).toBe(4 + DEMO_RECEIPT_ORDERS.length);
    // Another company's buyer sees none of it: not in a box, not by number.
    expect((await box('buyer02', 'drafted')).pages.map((p) => p.title)).toEqual(['산업용 와이퍼 소형 무진']);
    const first = waiting.pages[0]!;
    expect((await api('buyer02', `/by/approvals/${first.apprNo}`)).status).toBe(404);
    expect((await api('approver11', `/by/approvals/${first.apprNo}/approve`, { version: first.version })).status).toBe(
      404,
    );
    expect((await api('buyer01', '/by/approvals/AP123')).status).toBe(404);
  });
});

describe('deciding', () => {
  it('walks the line to completion: the hook runs, post-approval and notice are told, alerts go out', async () => {
    const completed: string[] = [];
    const off = registerApprovalHooks('PO', { onCompleted: async ({ docId }) => void completed.push(docId) });
    const doc = await newDoc('완료까지 가는 문서');
    const before = { a02: await unread('approver02'), a03: await unread('approver03'), b01: await unread('buyer01') };
    let d = await detail('approver01', doc.apprNo);
    expect(d.steps.map((st) => `${st.procKindCd}:${st.decisionCd ?? '-'}`)).toEqual([
      'A:DRAFTED',
      'H:WAIT',
      'B:-',
      'Y:-',
      'J:-',
    ]);
    expect(d.can).toEqual({ approve: true, reject: true, cancel: false });
    // Not yet approver02's turn.
    const early = await api('approver02', `/by/approvals/${doc.apprNo}/approve`, { version: d.version });
    expect([early.status, early.error?.errorCode]).toEqual([403, 'MROAP0002']);

    const first = (await api('approver01', `/by/approvals/${doc.apprNo}/approve`, { version: d.version }))
      .data as Change;
    expect(first).toMatchObject({ statCd: '2', version: 2 });
    expect(await unread('approver02')).toBe(before.a02 + 1);
    d = await detail('approver02', doc.apprNo);
    const done = (await api('approver02', `/by/approvals/${doc.apprNo}/approve`, { version: d.version }))
      .data as Change;
    expect(done).toMatchObject({ statCd: '3', version: 3 });
    expect(completed).toEqual([doc.docId]);
    d = await detail('buyer01', doc.apprNo);
    expect(d.steps.map((st) => `${st.procKindCd}:${st.decisionCd}`)).toEqual([
      'A:DRAFTED',
      'H:APPROVED',
      'B:APPROVED',
      'Y:NOTIFIED',
      'J:NOTIFIED',
    ]);
    expect(d.can).toEqual({ approve: false, reject: false, cancel: true });
    expect(await unread('approver03')).toBe(before.a03 + 1);
    expect(await unread('buyer01')).toBe(before.b01 + 1);
    // Alerts: approver01 (M) and approver03 (M) by mail, approver02 (A) by mail and SMS, approver04 (S) by SMS.
    const mails = await s.ctx.db.selectFrom('mail_outbox').select(['to_addr', 'subject']).execute();
    const titled = mails.filter((m) => m.subject.includes('완료까지 가는 문서')).map((m) => m.to_addr);
    expect(titled.sort()).toEqual(['approver01@example.com', 'approver02@example.com', 'approver03@example.com']);
    const sms = await s.ctx.db.selectFrom('sms_outbox').select(['phone', 'body']).execute();
    expect(
      sms
        .filter((m) => m.body.includes('완료까지 가는 문서'))
        .map((m) => m.phone)
        .sort(),
    ).toEqual(['01012340102', '01012340104']);
    // Approving again: the machine refuses (completed), and a stale version is told first.
    const again = await api('approver02', `/by/approvals/${doc.apprNo}/approve`, { version: 3 });
    expect([again.status, again.error?.errorCode]).toEqual([409, 'MROAP0001']);
    const stale = await api('approver02', `/by/approvals/${doc.apprNo}/approve`, { version: 2 });
    expect([stale.status, stale.error?.errorCode]).toEqual([409, 'MROAP0003']);
    off();
  });

  it('rejects only with a reason, which the drafter sees; the hook runs; a rejected document takes no decision', async () => {
    const rejected: string[] = [];
    const off = registerApprovalHooks('PO', { onRejected: async ({ apprNo }) => void rejected.push(apprNo) });
    const doc = await newDoc();
    const url = `/by/approvals/${doc.apprNo}/reject`;
    const none = await api('approver01', url, { version: 1, reason: '  ' }, 'EN');
    expect(none.status).toBe(400);
    expect(none.error?.fieldErros.map((f) => f.field)).toEqual(['reason']);
    const long = await api('approver01', url, { version: 1, reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    const ok = (await api('approver01', url, { version: 1, reason: '수량 재확인 필요' })).data as Change;
    expect(ok).toMatchObject({ statCd: '7', version: 2 });
    expect(rejected).toEqual([doc.apprNo]);
    const d = await detail('buyer01', doc.apprNo);
    expect(d.steps.find((st) => st.procKindCd === 'H')).toMatchObject({
      decisionCd: 'REJECTED',
      reasonCn: '수량 재확인 필요',
    });
    expect(d.steps.filter((st) => st.stepNo > 1).map((st) => st.decisionCd)).toEqual(['SKIPPED', 'SKIPPED', 'SKIPPED']);
    const after = await api('approver01', `/by/approvals/${doc.apprNo}/approve`, { version: 2 }, 'EN');
    expect([after.status, after.error?.errorCode]).toEqual([409, 'MROAP0001']);
    expect(after.error?.errorMessage).toContain(doc.apprNo);
    const page = (await api('buyer01', '/notifications/page?pageSize=5')).data as {
      pages: { kindCd: string; params: Record<string, string>; linkPath: string }[];
    };
    expect(page.pages[0]).toMatchObject({
      kindCd: 'APPROVAL_DECIDED',
      params: { apprNo: doc.apprNo, statCd: '7' },
      linkPath: `/by/approval/inbox?apprNo=${doc.apprNo}`,
    });
    off();
  });

  it('runs a cancel approval: the drafter asks with a reason, the last approver approves or refuses it', async () => {
    const cancelled: string[] = [];
    const off = registerApprovalHooks('PO', { onCancelled: async ({ apprNo }) => void cancelled.push(apprNo) });
    const { pages } = await box('buyer01', 'drafted');
    const completed = pages.find((p) => p.title === '방진 마스크 KF80 20매 대형')!;
    expect(completed.statCd).toBe('3');
    const url = `/by/approvals/${completed.apprNo}/cancel`;
    // Only the drafter, only with a reason, only a completed document.
    expect((await api('approver02', url, { version: completed.version, reason: '취소' })).error?.errorCode).toBe(
      'MROAP0002',
    );
    expect((await api('buyer01', url, { version: completed.version, reason: '' })).status).toBe(400);
    const waitingDoc = pages.find((p) => p.title === '육각 볼트 M5×10 아연도금')!;
    expect(
      (
        await api('buyer01', `/by/approvals/${waitingDoc.apprNo}/cancel`, {
          version: waitingDoc.version,
          reason: '취소',
        })
      ).error?.errorCode,
    ).toBe('MROAP0001');
    const asked = (await api('buyer01', url, { version: completed.version, reason: '공급사 품절로 취소' }))
      .data as Change;
    expect(asked.statCd).toBe('4');
    let d = await detail('approver02', completed.apprNo);
    expect(
      d.steps.filter((st) => st.round === 2).map((st) => `${st.procKindCd}:${st.decisionCd}:${st.reasonCn ?? ''}`),
    ).toEqual(['A:DRAFTED:공급사 품절로 취소', 'B:WAIT:']);
    expect(d.can.approve).toBe(true);
    // The approver refuses the cancel once (back to completed), then the drafter asks again and it is approved.
    const refused = (
      await api('approver02', `/by/approvals/${completed.apprNo}/reject`, {
        version: d.version,
        reason: '이미 입고 예정',
      })
    ).data as Change;
    expect(refused.statCd).toBe('3');
    const again = (await api('buyer01', url, { version: refused.version, reason: '다시 요청' })).data as Change;
    d = await detail('approver02', completed.apprNo);
    expect(d.version).toBe(again.version);
    const done = (await api('approver02', `/by/approvals/${completed.apprNo}/approve`, { version: d.version }))
      .data as Change;
    expect(done.statCd).toBe('5');
    expect(cancelled).toEqual([completed.apprNo]);
    expect((await api('buyer01', url, { version: done.version, reason: '또' })).error?.errorCode).toBe('MROAP0001');
    off();
  });

  it('lets one of two approvers deciding at once win; the other is told MROAP0003 or MROAP0001', async () => {
    const doc = await newDoc();
    const [a, b] = await Promise.all([
      api('approver01', `/by/approvals/${doc.apprNo}/approve`, { version: 1 }),
      api('approver01', `/by/approvals/${doc.apprNo}/reject`, { version: 1, reason: '동시에' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).error?.errorCode).toBe('MROAP0003');
    const d = await detail('buyer01', doc.apprNo);
    expect(d.version).toBe(2);
  });

  it('refuses a second document of the same kind and id, and a malformed version', async () => {
    const doc = await newDoc();
    await expect(
      startApproval(s.ctx.db, deps(), {
        companyId: 'BY001',
        docKind: 'PO',
        docId: doc.docId,
        drafterUserId: await userId('buyer01'),
        title: 'dup',
        amount: '1',
        currency: 'KRW',
      }),
    ).rejects.toMatchObject({ code: 'MROAP0004' });
    // Refused at the door by the declared version field (decision 0086): not digits.
    expect((await api('approver01', `/by/approvals/${doc.apprNo}/approve`, { version: 'x' })).error).toMatchObject({
      errorCode: 'ACMCM0009',
      fieldErros: [expect.objectContaining({ field: 'version', code: 'ACMCM0009' })],
    });
    expect((await api('approver01', `/by/approvals/${doc.apprNo}/approve`, {})).status).toBe(400);
  });
});

describe('notifications', () => {
  it('lists the user’s own events, counts the unread and marks them read (listed ones or all)', async () => {
    const doc = await newDoc('알림 확인용');
    const count = await unread('approver01');
    expect(count).toBeGreaterThan(0);
    const page = (await api('approver01', '/notifications/page?unreadOnly=Y&pageSize=50')).data as {
      pages: { ntfId: string; kindCd: string; params: { apprNo: string }; read: boolean }[];
      totalCount: number;
    };
    expect(page.totalCount).toBe(count);
    const mine = page.pages.find((n) => n.params.apprNo === doc.apprNo)!;
    expect(mine).toMatchObject({ kindCd: 'APPROVAL_WAITING', read: false });
    // Someone else's ids change nothing of theirs.
    await api('approver02', '/notifications/read', { ntfIds: [mine.ntfId] });
    expect(await unread('approver01')).toBe(count);
    const one = (await api('approver01', '/notifications/read', { ntfIds: [mine.ntfId] })).data as { unread: number };
    expect(one.unread).toBe(count - 1);
    expect((await api('approver01', '/notifications/read', { ntfIds: ['x'] })).status).toBe(400);
    const all = (await api('approver01', '/notifications/read', { ntfIds: [] })).data as { unread: number };
    expect(all.unread).toBe(0);
  });

  it('tells the buyer who asked when the supplier decides a return request', async () => {
    const supplier = await s.login('supplier01', 'SP');
    const before = await unread('buyer01');
    const rows = await s.ctx.db
      .selectFrom('return_request as r')
      .innerJoin('app_user as u', 'u.user_id', 'r.req_user_id')
      .select(['r.rtn_no', 'r.version'])
      .where('r.stat_cd', '=', 'REQ')
      .where('u.login_id', '=', 'buyer01')
      .where('r.sp_cd', '=', 'SP001')
      .limit(1)
      .execute();
    const rtnNo = rows[0]!.rtn_no;
    const res = await s.call({
      method: 'POST',
      url: `/sp/returns/${rtnNo}/decision`,
      system: 'SP',
      token: supplier,
      payload: { action: 'reject', reason: '사용 흔적', version: rows[0]!.version },
      headers: { origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(await unread('buyer01')).toBe(before + 1);
    const page = (await api('buyer01', '/notifications/page?pageSize=1')).data as {
      pages: { kindCd: string; params: Record<string, string>; linkPath: string }[];
    };
    expect(page.pages[0]).toMatchObject({
      kindCd: 'RETURN_DECIDED',
      params: { rtnNo, statCd: 'REJECTED' },
      linkPath: `/by/return/list?rtnNo=${rtnNo}`,
    });
  });
});
