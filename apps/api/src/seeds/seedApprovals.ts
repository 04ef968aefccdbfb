// Approvals and notifications (decisions 0048, 0049), run once per database (setting
// seed.approvals), also on one seeded before: the code lists of the spec's approval codes, the
// buyer's menus (approval box, notifications), and with the demo users: four approvers of
// buyer01's company and one of buyer02's, each buyer company's default approval line (agreement,
// approval, post-approval, notice) and demo orders in several statuses, put through the engine
// itself as a submit does (so their steps, notifications and the orders' statuses are what the
// engine and the orders' hooks write; decision 0055).
import { sql, type Kysely } from 'kysely';
import {
  APPROVAL_CODE_LISTS,
  ORDER_PROGRESS,
  lineAmount,
  sumMoney,
  toMoney,
  seoulDay,
  STATUS_GLOSSARY,
  glossaryRows,
} from '@mro/rules';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from '../config.ts';
import { decide, startApproval, type ApprovalDeps } from '../domains/approvals/repository.ts';
import { ORDER_DOC_KIND, orderTitle, registerOrderApprovalHooks } from '../domains/orders/repository.ts';
import type { Database } from '../db/schema.ts';
import { insertCodes, insertMenu } from './seed.ts';
import type { CodeSeed, MenuSeed } from './seed-data.ts';

export const APPROVAL_CODES: Record<string, CodeSeed[]> = {
  [APPROVAL_CODE_LISTS.status]: glossaryRows(STATUS_GLOSSARY.approval),
  [APPROVAL_CODE_LISTS.process]: [
    ['A', '기안', 'Draft'],
    ['B', '결재', 'Approval'],
    ['H', '합의', 'Agreement'],
    ['Y', '후결', 'Post-approval'],
    ['J', '통보', 'Notice'],
  ],
  [APPROVAL_CODE_LISTS.alert]: [
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

/**
 * The demo orders put through the engine (decision 0055): [company, drafter, a word of the first
 * item's name (else the first item), the order's lines, the first line's quantity, the decisions
 * taken]. The approval's title names the first line's item as an order's does (`orderTitle`).
 */
export const DEMO_APPROVALS: [string, string, string, number, number, ('approve1' | 'approve2' | 'reject1')[]][] = [
  ['BY001', 'buyer01', '장갑', 3, 120, []],
  ['BY001', 'buyer01', '볼트', 1, 500, []],
  ['BY001', 'buyer01', '안전화', 2, 20, ['approve1']],
  ['BY001', 'buyer01', '절삭유', 1, 10, ['approve1', 'approve2']],
  ['BY001', 'buyer01', '절단석', 1, 30, ['reject1']],
  ['BY001', 'buyer01', '마스크', 1, 1000, ['approve1', 'approve2']],
  ['BY002', 'buyer02', '와이퍼', 1, 12, []],
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

/**
 * The demo orders (their lines: the item found by its word, then the same supplier's next items
 * by code), an hour apart before `now`, each put
 * through the engine in the order's transaction as a submit does, then decided (no mail or SMS);
 * the orders' hooks move them (decision 0055). Without a catalogue there is nothing to order.
 */
async function seedDemoApprovals(db: Kysely<Database>, now: Date) {
  registerOrderApprovalHooks();
  const users = await db.selectFrom('app_user').select(['user_id', 'login_id', 'cp_cd']).execute();
  const user = (login: string) => users.find((u) => u.login_id === login);
  const silent = { send: async () => {} };
  for (const [i, [cp, drafter, word, lineCount, wanted, steps]] of DEMO_APPROVALS.entries()) {
    const by = user(drafter);
    const place = await db
      .selectFrom('business_place')
      .select('bp_cd')
      .where('cp_cd', '=', cp)
      .orderBy('bp_cd')
      .executeTakeFirst();
    const pick = (q: ReturnType<typeof items>) => q.orderBy('item_cd').limit(1).executeTakeFirst();
    const items = () =>
      db
        .selectFrom('catalog_item')
        .select([
          'item_cd',
          'item_nm_ko',
          'spec_cn',
          'pack_qty',
          'min_ord_qty',
          'unit_cd',
          'list_price',
          'crncy_cd',
          'sp_cd',
        ]);
    const item = (await pick(items().where('item_nm_ko', 'like', `%${word}%`))) ?? (await pick(items()));
    if (!by || !place || !item) continue;
    // The same supplier's next items in the currency of the first: one order is one supplier's.
    const more = await items()
      .where('sp_cd', '=', item.sp_cd)
      .where('crncy_cd', '=', item.crncy_cd)
      .where('discontinued_yn', '=', 'N')
      .where('item_cd', '>', item.item_cd)
      .orderBy('item_cd')
      .limit(lineCount - 1)
      .execute();
    const at = new Date(now.getTime() - (DEMO_APPROVALS.length - i) * 3_600_000);
    const deps: ApprovalDeps = { now: () => at, mail: silent, sms: silent };
    // The quantity rule a buyer meets: at least the minimum, in whole packs (the first line the
    // quantity wanted, the others their minimum).
    const lines = [item, ...more].map((it, n) => {
      const price = toMoney(it.list_price, it.crncy_cd);
      const qty = Math.max(it.min_ord_qty, Math.ceil((n ? 0 : wanted) / it.pack_qty) * it.pack_qty);
      return { it, price, qty, amount: lineAmount(price, qty, it.crncy_cd) };
    });
    let { doc } = await draftDemoOrder(db, deps, {
      cpCd: cp,
      drafterUserId: by.user_id,
      bpCd: place.bp_cd,
      at,
      deliveryDays: 30,
      idemKey: `seed-demo-order-${i + 1}`,
      lines,
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

/** A demo order's line: the catalogue item, its unit price and quantity, and the rounded amount. */
export interface DemoOrderLine {
  it: { item_cd: string; item_nm_ko: string; spec_cn: string | null; unit_cd: string; crncy_cd: string; sp_cd: string };
  price: string;
  qty: number;
  amount: string;
}

/**
 * A demo order as a submit writes it (decision 0055), in one transaction: its number, the order
 * (one supplier and currency: the first line's) under approval, its lines, and its approval
 * started with the title real orders get. The seeds of approvals and of goods receipts use it.
 */
export async function draftDemoOrder(
  db: Kysely<Database>,
  deps: ApprovalDeps,
  o: {
    cpCd: string;
    drafterUserId: number;
    bpCd: string;
    at: Date;
    deliveryDays: number;
    idemKey: string;
    lines: DemoOrderLine[];
  },
) {
  const head = o.lines[0]!.it;
  const amount = sumMoney(
    o.lines.map((l) => l.amount),
    head.crncy_cd,
  );
  return db.transaction().execute(async (tx) => {
    const { rows } = await sql<{ n: string }>`SELECT nextval('purchase_order_no_seq') AS n`.execute(tx);
    const ordNo = `OD${seoulDay(o.at)}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
    await tx
      .insertInto('purchase_order')
      .values({
        ord_no: ordNo,
        cp_cd: o.cpCd,
        sp_cd: head.sp_cd,
        req_user_id: o.drafterUserId,
        reg_dt: o.at,
        prgs_stat_cd: ORDER_PROGRESS.UNDER_APPROVAL,
        bp_cd: o.bpCd,
        req_dlv_dt: seoulDay(new Date(o.at.getTime() + o.deliveryDays * 86_400_000)),
        cost_center: null,
        note_cn: null,
        pay_term_cd: 'CASH',
        ath_file_id: null,
        crncy_cd: head.crncy_cd,
        amount,
        idem_key: o.idemKey,
        upd_dt: o.at,
      })
      .execute();
    await tx
      .insertInto('purchase_order_line')
      .values(
        o.lines.map((l, n) => ({
          ord_no: ordNo,
          line_no: n + 1,
          item_cd: l.it.item_cd,
          item_nm: l.it.item_nm_ko,
          spec_cn: l.it.spec_cn,
          unit_cd: l.it.unit_cd,
          qty: l.qty,
          unit_price: l.price,
          amount: l.amount,
        })),
      )
      .execute();
    const input = {
      companyId: o.cpCd,
      docKind: ORDER_DOC_KIND,
      docId: ordNo,
      drafterUserId: o.drafterUserId,
      title: orderTitle(head.item_nm_ko, o.lines.length),
      amount,
      currency: head.crncy_cd,
    };
    return { ordNo, doc: await startApproval(tx, deps, input, { tx }) };
  });
}
