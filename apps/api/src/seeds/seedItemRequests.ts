// The third seed step: the new-item request code lists and demo requests (decision 0021). Enough
// rows for paging, scroll paging and a 1,000-row export: 1,200 for buyer01's company over the
// 180 days before the first start, 30 for buyer02's (which buyer01 must never see). Runs once
// (setting seed.v3). Deterministic: the same rows on every first start with the same clock.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, ItemRequestTable } from '../db/schema.ts';
import { seoulDay, STATUS_GLOSSARY, glossaryRows } from '@mro/rules';
import { insertCodes } from './seed.ts';

export const ITEM_REQUEST_CODES = {
  ITEM_REQ_STAT: glossaryRows(STATUS_GLOSSARY.itemRequest),
  ITEM_KIND: [
    ['CONSUMABLE', '소모품', 'Consumable'],
    ['SPARE', '예비 부품', 'Spare part'],
    ['TOOL', '공구', 'Tool'],
    ['SAFETY', '안전용품', 'Safety gear'],
    ['OFFICE', '사무용품', 'Office supplies'],
  ],
} satisfies Record<string, [string, string, string][]>;

export const ITEMS: [name: string, spec: string, maker: string, unit: string, kind: string][] = [
  ['육각 렌치 세트', '1.5~10mm 9종', '크레텍', 'SET', 'TOOL'],
  ['니트릴 장갑', 'L, 100매', '유한킴벌리', 'BOX', 'SAFETY'],
  ['베어링', '6205ZZ', 'NSK', 'EA', 'SPARE'],
  ['절삭유', '수용성 18L', '한국쉘', 'L', 'CONSUMABLE'],
  ['A4 복사용지', '80g 2,500매', '한국제지', 'BOX', 'OFFICE'],
  ['안전모', 'ABS 내관 조절형', '오토스', 'EA', 'SAFETY'],
  ['V벨트', 'B-52', '동일고무벨트', 'EA', 'SPARE'],
  ['전동 드릴', '18V 브러시리스', '보쉬', 'EA', 'TOOL'],
  ['케이블 타이', '200mm 흑색 1,000개', '한국타이', 'BOX', 'CONSUMABLE'],
  ['방진 마스크', 'KF94 대형', '3M', 'BOX', 'SAFETY'],
  ['스테인리스 볼트', 'M10×40 SUS304', '대진', 'KG', 'SPARE'],
  ['유압 호스', '3/8" 1m', '게이츠', 'M', 'SPARE'],
];

const STATUSES = ['REQ', 'REQ', 'REQ', 'REVIEW', 'DONE', 'REJECT'] as const;
const REASONS = ['라인 증설용', '정기 보전 교체', '재고 소진', '신규 공정 적용', null] as const;
const DAY_MS = 86_400_000;

/** The code lists always; the demo requests only with the demo users. */
export async function seedItemRequests(
  db: Kysely<Database>,
  { now, demoRows }: { now: Date; demoRows: boolean },
): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.v3').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, ITEM_REQUEST_CODES);
    const users = demoRows
      ? await tx
          .selectFrom('app_user')
          .select(['user_id', 'login_id', 'cp_cd'])
          .where('login_id', 'in', ['buyer01', 'buyer02'])
          .execute()
      : [];
    const plan = [
      { user: users.find((u) => u.login_id === 'buyer01'), count: 1200 },
      { user: users.find((u) => u.login_id === 'buyer02'), count: 30 },
    ];
    let seq = 0;
    for (const { user, count } of plan) {
      if (!user) continue;
      const rows: Insertable<ItemRequestTable>[] = [];
      for (let i = 0; i < count; i += 1) {
        seq += 1;
        // Newest first in number order as well: row 0 is the latest request.
        const reqDt = new Date(now.getTime() - Math.floor((i * 180 * DAY_MS) / count) - (i % 7) * 3_600_000);
        const [itemNm, specCn, mfrNm, unitCd, itemKindCd] = ITEMS[(i * 7) % ITEMS.length]!;
        const statCd = i < 40 ? 'REQ' : STATUSES[(i * 5) % STATUSES.length]!;
        rows.push({
          req_no: `NR${seoulDay(reqDt)}${String(seq).padStart(6, '0')}`,
          cp_cd: user.cp_cd,
          req_user_id: user.user_id,
          req_dt: reqDt,
          item_nm: itemNm,
          spec_cn: specCn,
          mfr_nm: mfrNm,
          unit_cd: unitCd,
          req_qty: 1 + ((i * 13) % 50),
          hope_price: i % 4 === 0 ? null : 1000 * (1 + ((i * 17) % 300)),
          need_dt: i % 3 === 0 ? null : seoulDay(new Date(reqDt.getTime() + 14 * DAY_MS)),
          item_kind_cd: itemKindCd,
          urgent_yn: i % 9 === 0 ? 'Y' : 'N',
          req_rsn_cn: REASONS[i % REASONS.length]!,
          stat_cd: statCd,
          rjct_rsn_cn: statCd === 'REJECT' ? '기존 등록 품목으로 대체 가능합니다.' : null,
          ath_file_id: null,
          upd_user_id: user.user_id,
          upd_dt: reqDt,
        });
      }
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insertInto('item_request')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    }
    // The next request number continues after the demo ones.
    if (seq > 0) await sql`SELECT setval('item_request_no_seq', ${seq})`.execute(tx);
    await tx.insertInto('setting').values({ key: 'seed.v3', value: 'Y' }).execute();
  });
}
