// Approvals and notifications (decisions 0048, 0049), run once per database (setting
// seed.approvals), also on one seeded before: the code lists of the spec's approval codes, the
// buyer's menus (approval box, notifications), and with the demo users: four approvers of
// buyer01's company and one of buyer02's, each buyer company's default approval line (agreement,
// approval, post-approval, notice) and demo documents of doc kind 'PO' in several statuses, put
// through the engine itself (so their steps and notifications are what the engine writes).
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from '../config.ts';
import { decide, startApproval, type ApprovalDeps } from '../domains/approvals/repository.ts';
import type { Database } from './schema.ts';
import { insertCodes, insertMenu } from './seed.ts';
import type { CodeSeed, MenuSeed } from './seed-data.ts';

export const APPROVAL_CODES: Record<string, CodeSeed[]> = {
  APRV_STAT: [
    ['1', '임시저장', 'Temporary save'],
    ['2', '결재중', 'Under approval'],
    ['3', '결재완료', 'Approval completed'],
    ['4', '취소결재중', 'Under cancel approval'],
    ['5', '취소결재', 'Cancel approval'],
    ['6', '변경중', 'Under change'],
    ['7', '결재반려', 'Approval rejected'],
  ],
  APRV_PROC: [
    ['A', '기안', 'Draft'],
    ['B', '결재', 'Approval'],
    ['H', '합의', 'Agreement'],
    ['Y', '후결', 'Post-approval'],
    ['J', '통보', 'Notice'],
  ],
  APRV_ALERT: [
    ['A', '전체', 'All'],
    ['M', '메일', 'E-mail'],
    ['S', 'SMS', 'SMS'],
    ['N', '없음', 'None'],
  ],
};

/** The buyer system's approval box and notification inbox. */
export const APPROVAL_MENUS_BY: MenuSeed[] = [
  ['BY-APR', null, '결재함', 'Approvals', '/by/approval/inbox', 'BYAPR001', 'BA'],
  ['BY-NTF', null, '알림', 'Notifications', '/by/notification/list', 'BYNTF001', 'BA'],
];

/** The approvers (password DEMO_PASSWORD): login id, name, company, department, e-mail, mobile. */
export const APPROVERS = [
  ['approver01', '박합의', 'BY001', 'BY001-D01', '01012340101'],
  ['approver02', '최결재', 'BY001', 'BY001-D01', '01012340102'],
  ['approver03', '정후결', 'BY001', 'BY001-D02', '01012340103'],
  ['approver04', '윤통보', 'BY001', 'BY001-D02', '01012340104'],
  ['approver11', '강승인', 'BY002', 'BY002-D01', '01012340111'],
] as const;

/** Each buyer company's default line: [login id, process kind, alert type]. */
export const APPROVAL_LINES: Record<string, { ko: string; steps: [string, string, string][] }> = {
  BY001: {
    ko: '기본 결재선',
    steps: [
      ['approver01', 'H', 'M'],
      ['approver02', 'B', 'A'],
      ['approver03', 'Y', 'M'],
      ['approver04', 'J', 'S'],
    ],
  },
  BY002: {
    ko: '기본 결재선',
    steps: [
      ['approver11', 'B', 'A'],
      ['buyer02', 'J', 'N'],
    ],
  },
};

/** Demo documents: [company, drafter, doc id, title, amount, then what happens to it]. */
export const DEMO_APPROVALS: [string, string, string, string, number, ('approve1' | 'approve2' | 'reject1')[]][] = [
  ['BY001', 'buyer01', 'PO-DEMO-0001', '니트릴 코팅 장갑 외 3건 구매', 1_284_000, []],
  ['BY001', 'buyer01', 'PO-DEMO-0002', '육각 볼트 M8×30 500개 구매', 96_500, []],
  ['BY001', 'buyer01', 'PO-DEMO-0003', '산업용 안전화 20켤레 구매', 1_760_000, ['approve1']],
  ['BY001', 'buyer01', 'PO-DEMO-0004', '수용성 절삭유 200L 구매', 842_000, ['approve1', 'approve2']],
  ['BY001', 'buyer01', 'PO-DEMO-0005', '용접봉 E7016 3.2mm 구매', 315_000, ['reject1']],
  ['BY001', 'buyer01', 'PO-DEMO-0006', '방진 마스크 KF94 1,000매 구매', 690_000, ['approve1', 'approve2']],
  ['BY002', 'buyer02', 'PO-DEMO-0101', '알칼리 세척제 20L 구매', 254_000, []],
];
export const DEMO_REJECT_REASON = '예산 범위를 넘습니다. 수량을 줄여 다시 올려 주세요.';

export async function seedApprovals(db: Kysely<Database>, { now, demoRows }: { now: Date; demoRows: boolean }) {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.approvals').executeTakeFirst();
  if (done) return;
  const hashes = demoRows ? await Promise.all(APPROVERS.map(() => hashPassword(DEMO_PASSWORD))) : [];
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, APPROVAL_CODES);
    const hasBuyer = await tx.selectFrom('system').select('sys_gb_cd').where('sys_gb_cd', '=', 'BY').executeTakeFirst();
    const order = await tx
      .selectFrom('menu')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sys_gb_cd', '=', 'BY')
      .where('menu_lv', '=', 1)
      .executeTakeFirstOrThrow();
    if (hasBuyer)
      for (const [i, menu] of APPROVAL_MENUS_BY.entries()) await insertMenu(tx, 'BY', Number(order.n) + i, menu);
    const companies = new Set((await tx.selectFrom('company').select('cp_cd').execute()).map((c) => c.cp_cd));
    if (demoRows && companies.has('BY001') && companies.has('BY002')) {
      await tx
        .insertInto('app_user')
        .values(
          APPROVERS.map(([login_id, user_nm, cp_cd, dp_cd, mobile_no], i) => ({
            login_id,
            user_nm,
            cp_cd,
            dp_cd,
            cust_rol_cd: 'B',
            email: `${login_id}@example.com`,
            mobile_no,
            office_tel_no: null,
            emp_no: `AP${String(i + 1).padStart(3, '0')}`,
            status: 'ACTIVE',
            otp_yn: 'N' as const,
            user_lang_cd: 'KO' as const,
            pw_hash: hashes[i]!,
            pw_changed_at: now,
            pw_change_next_yn: 'N' as const,
          })),
        )
        .onConflict((oc) => oc.column('login_id').doNothing())
        .execute();
      const users = await tx.selectFrom('app_user').select(['user_id', 'login_id']).execute();
      const idOf = (login: string) => users.find((u) => u.login_id === login)!.user_id;
      for (const [cp_cd, line] of Object.entries(APPROVAL_LINES)) {
        const { line_id } = await tx
          .insertInto('approval_line')
          .values({ cp_cd, line_nm: line.ko, default_yn: 'Y' })
          .returning('line_id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('approval_line_step')
          .values(
            line.steps.map(([login, kind, alert], i) => ({
              line_id,
              step_no: i + 1,
              user_id: idOf(login),
              proc_kind_cd: kind,
              alert_type_cd: alert,
            })),
          )
          .execute();
      }
    }
    await tx.insertInto('setting').values({ key: 'seed.approvals', value: 'Y' }).execute();
  });
  if (demoRows) await seedDemoApprovals(db, now);
}

/** The demo documents, through the engine, an hour apart before `now` (no mail or SMS). */
async function seedDemoApprovals(db: Kysely<Database>, now: Date) {
  const users = await db.selectFrom('app_user').select(['user_id', 'login_id', 'cp_cd']).execute();
  const user = (login: string) => users.find((u) => u.login_id === login);
  const silent = { send: async () => {} };
  for (const [i, [cp, drafter, docId, title, amount, steps]] of DEMO_APPROVALS.entries()) {
    const by = user(drafter);
    if (!by) continue;
    const at = new Date(now.getTime() - (DEMO_APPROVALS.length - i) * 3_600_000);
    const deps: ApprovalDeps = { now: () => at, mail: silent, sms: silent };
    let doc = await startApproval(db, deps, {
      companyId: cp,
      docKind: 'PO',
      docId,
      drafterUserId: by.user_id,
      title,
      amount,
      currency: 'KRW',
    });
    for (const step of steps) {
      const base = { apprNo: doc.apprNo, companyId: cp, version: doc.version };
      const approver = user(step === 'approve2' ? 'approver02' : 'approver01')!;
      doc = await decide(db, deps, {
        ...base,
        userId: approver.user_id,
        decision: step === 'reject1' ? 'reject' : 'approve',
        reason: step === 'reject1' ? DEMO_REJECT_REASON : '',
      });
    }
  }
}
