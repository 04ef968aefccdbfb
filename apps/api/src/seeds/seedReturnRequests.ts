// The fourth seed step: return and exchange requests (decision 0022): their code lists, the
// buyer's menu, and demo requests. Enough rows for paging, scroll paging and a 1,000-row case:
// 1,100 from buyer01's company to supplier01's over the 180 days before the first start, 20 from
// buyer01's company to supplier02's and 60 from buyer02's to supplier01's (the company scoping's
// cases). Each has one to three item lines and the history its status implies. Runs once
// (setting seed.v4). Deterministic: the same rows on every first start with the same clock.
import { sql, type Insertable, type Kysely } from 'kysely';
import { seoulDay, STATUS_GLOSSARY, glossaryRows } from '@mro/rules';
import type { Database, ReturnRequestHistoryTable, ReturnRequestItemTable, ReturnRequestTable } from '../db/schema.ts';
import { insertCodes, insertMenu } from './seed.ts';
import { RETURN_MENU_BY } from './seed-data.ts';
import { ITEMS } from './seedItemRequests.ts';

export const RETURN_REQUEST_CODES = {
  RTN_STAT: glossaryRows(STATUS_GLOSSARY.returnRequest),
  RTN_KIND: [
    ['RETURN', '반품', 'Return'],
    ['EXCHANGE', '교환', 'Exchange'],
  ],
  RTN_RSN: [
    ['DEFECT', '제품 불량', 'Defective'],
    ['DAMAGED', '배송 중 파손', 'Damaged in transit'],
    ['WRONG_ITEM', '오배송', 'Wrong item delivered'],
    ['SPEC_DIFF', '규격 상이', 'Not as specified'],
    ['EXCESS', '과다 주문', 'Ordered too many'],
  ],
} satisfies Record<string, [string, string, string][]>;

const REASONS = [
  ['DEFECT', '포장 개봉 후 작동하지 않습니다.'],
  ['DAMAGED', '상자가 찢어진 채 도착했고 내용물 일부가 파손되었습니다.'],
  ['WRONG_ITEM', '주문한 규격과 다른 제품이 왔습니다.'],
  ['SPEC_DIFF', '도면의 치수와 맞지 않습니다.'],
  ['EXCESS', null],
] as const;
const STATUSES = ['REQ', 'APPROVED', 'REJECTED', 'COMPLETED', 'COMPLETED', 'APPROVED'] as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
export const SEED_REJECT_REASON = '사용 흔적이 있어 반품할 수 없습니다.';

/** The code lists and the buyer's menu always; the demo requests only with the demo users. */
export async function seedReturnRequests(
  db: Kysely<Database>,
  { now, demoRows }: { now: Date; demoRows: boolean },
): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.v4').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, RETURN_REQUEST_CODES);
    // Data first seeded before this step has the menus without the buyer's return list.
    const menu = await tx
      .selectFrom('menu')
      .select('menu_id')
      .where('menu_id', '=', RETURN_MENU_BY[0])
      .executeTakeFirst();
    const hasBuyer = await tx.selectFrom('system').select('sys_gb_cd').where('sys_gb_cd', '=', 'BY').executeTakeFirst();
    if (!menu && hasBuyer) await insertMenu(tx, 'BY', 1, RETURN_MENU_BY);

    const users = demoRows
      ? await tx
          .selectFrom('app_user')
          .select(['user_id', 'login_id', 'cp_cd'])
          .where('login_id', 'in', ['buyer01', 'buyer02', 'supplier01', 'supplier02'])
          .execute()
      : [];
    const user = (id: string) => users.find((u) => u.login_id === id);
    const plan = [
      { buyer: user('buyer01'), supplier: user('supplier01'), count: 1100 },
      { buyer: user('buyer01'), supplier: user('supplier02'), count: 20 },
      { buyer: user('buyer02'), supplier: user('supplier01'), count: 60 },
    ];
    let seq = 0;
    const requests: Insertable<ReturnRequestTable>[] = [];
    const lines: Insertable<ReturnRequestItemTable>[] = [];
    const history: Insertable<ReturnRequestHistoryTable>[] = [];
    for (const [p, { buyer, supplier, count }] of plan.entries()) {
      if (!buyer || !supplier) continue;
      for (let i = 0; i < count; i += 1) {
        seq += 1;
        // Newest first in number order as well: row 0 is the latest request.
        // (Each pair a few minutes apart: buyer01's request to supplier01 is the newest of all.)
        const ago = Math.floor((i * 180 * DAY_MS) / count) + (i % 5) * HOUR_MS + HOUR_MS + p * 7 * 60_000;
        const reqDt = new Date(now.getTime() - ago);
        const rtnNo = `RT${seoulDay(reqDt)}${String(seq).padStart(6, '0')}`;
        const statCd = i < 30 ? 'REQ' : STATUSES[(i * 5) % STATUSES.length]!;
        const [rsnCd, rsnCn] = REASONS[i % REASONS.length]!;
        let amount = 0;
        for (let line = 1; line <= 1 + (i % 3); line += 1) {
          const [itemNm, specCn, , unitCd] = ITEMS[(i * 5 + line * 3) % ITEMS.length]!;
          const qty = 1 + ((i + line * 7) % 12);
          const unitPrice = 500 * (1 + ((i * 11 + line) % 120));
          amount += qty * unitPrice;
          lines.push({
            rtn_no: rtnNo,
            line_no: line,
            item_cd: `IT${String(((i * 5 + line * 3) % ITEMS.length) + 1).padStart(6, '0')}`,
            item_nm: itemNm,
            spec_cn: specCn,
            unit_cd: unitCd,
            qty,
            unit_price: unitPrice,
          });
        }
        const steps: [string, number, string | null][] = [['REQ', buyer.user_id, rsnCn]];
        if (statCd === 'APPROVED' || statCd === 'COMPLETED') steps.push(['APPROVED', supplier.user_id, null]);
        if (statCd === 'COMPLETED') steps.push(['COMPLETED', supplier.user_id, null]);
        if (statCd === 'REJECTED') steps.push(['REJECTED', supplier.user_id, SEED_REJECT_REASON]);
        steps.forEach(([stat, userId, note], n) =>
          history.push({
            rtn_no: rtnNo,
            seq: n + 1,
            stat_cd: stat,
            user_id: userId,
            at: new Date(reqDt.getTime() + n * 26 * HOUR_MS),
            note,
          }),
        );
        requests.push({
          rtn_no: rtnNo,
          rtn_kind_cd: i % 4 === 1 ? 'EXCHANGE' : 'RETURN',
          cp_cd: buyer.cp_cd,
          sp_cd: supplier.cp_cd,
          req_user_id: buyer.user_id,
          req_dt: reqDt,
          ord_no: `OR${seoulDay(new Date(reqDt.getTime() - 9 * DAY_MS))}${String(4000 + seq).padStart(6, '0')}`,
          rsn_cd: rsnCd,
          rsn_cn: rsnCn,
          stat_cd: statCd,
          rjct_rsn_cn: statCd === 'REJECTED' ? SEED_REJECT_REASON : null,
          ath_file_id: null,
          amount,
          version: steps.length,
          upd_user_id: steps.at(-1)![1],
          upd_dt: new Date(reqDt.getTime() + (steps.length - 1) * 26 * HOUR_MS),
        });
      }
    }
    for (const [table, rows] of [
      ['return_request', requests],
      ['return_request_item', lines],
      ['return_request_history', history],
    ] as const) {
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insertInto(table)
          .values(rows.slice(i, i + 500) as never)
          .execute();
      }
    }
    // The next return number continues after the demo ones.
    if (seq > 0) await sql`SELECT setval('return_request_no_seq', ${seq})`.execute(tx);
    await tx.insertInto('setting').values({ key: 'seed.v4', value: 'Y' }).execute();
  });
}
