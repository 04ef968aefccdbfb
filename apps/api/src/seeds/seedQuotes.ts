// Quote requests' and e-contracts' seed step (decision 0066), run once per database (setting
// seed.quotes): the buyer's menu (BY-QUO) and the E_CONTRACT report code on data seeded before
// them, then, with the demo users, requests put through the domain's own functions: one of
// buyer01's open with one answer of two (Korean), one awarded (English) whose e-contract waits
// for the supplier, one of buyer02's company to supplier01 (the scoping case), and a supply
// agreement the provider's staff set up, confirmed by both parties.
import type { Kysely } from 'kysely';
import { seoulDay } from '@mro/rules';
import type { Database } from '../db/schema.ts';
import { insertCodes, insertMenu } from './seed.ts';
import { QUOTE_MENU_BY } from './seed-data.ts';
import { answerQuote, awardQuote, createQuoteRequest, declineQuote } from '../domains/quotes/repository.ts';
import { confirmContract, createContract, partyOf } from '../domains/contracts/repository.ts';

const DAY_MS = 86_400_000;

export async function seedQuotes(db: Kysely<Database>, { now, demoRows }: { now: Date; demoRows: boolean }) {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.quotes').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, { REPORT: [['E_CONTRACT', '전자계약서', 'E-contract']] });
    const hasBuyer = await tx.selectFrom('system').select('sys_gb_cd').where('sys_gb_cd', '=', 'BY').executeTakeFirst();
    const menu = await tx
      .selectFrom('menu')
      .select('menu_id')
      .where('menu_id', '=', QUOTE_MENU_BY[0])
      .executeTakeFirst();
    if (hasBuyer && !menu) {
      const order = await tx
        .selectFrom('menu')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('sys_gb_cd', '=', 'BY')
        .where('menu_lv', '=', 1)
        .executeTakeFirstOrThrow();
      await insertMenu(tx, 'BY', Number(order.n), QUOTE_MENU_BY);
    }
  });
  if (demoRows) await seedDemoQuotes(db, now);
  await db.insertInto('setting').values({ key: 'seed.quotes', value: 'Y' }).execute();
}

async function seedDemoQuotes(db: Kysely<Database>, now: Date) {
  const users = await db.selectFrom('app_user').select(['user_id', 'login_id', 'cp_cd']).execute();
  const user = (login: string) => users.find((u) => u.login_id === login);
  const [buyer01, buyer02, sp01, sp02, admin] = ['buyer01', 'buyer02', 'supplier01', 'supplier02', 'admin01'].map(user);
  if (!buyer01 || !buyer02 || !sp01 || !sp02 || !admin) return;
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const day = (date: Date) => seoulDay(date);
  const clock = (days: number) => ({ now: at(days), today: day(at(days)) });
  const later = (days: number) => day(new Date(now.getTime() + days * DAY_MS));
  const by = (u: typeof buyer01) => ({ userId: u.user_id, cpCd: u.cp_cd });

  // 1. Open: two suppliers asked, supplier01 answered, supplier02 still to answer.
  const first = await createQuoteRequest(
    db,
    by(buyer01),
    {
      title: '펌프 메카니컬 씰 교체 키트 견적 요청',
      noteCn: '울산공장 냉각수 펌프 정비용입니다. 호환 도면 첨부 예정.',
      athFileId: null,
      spCds: ['SP001', 'SP002'],
      lines: [
        {
          itemNm: '메카니컬 씰 키트',
          specCn: 'Ø35, SiC/SiC, FKM',
          unitCd: 'SET',
          qty: 12,
          reqDt: later(21),
          itemCd: null,
          itemReqNo: null,
        },
        {
          itemNm: '펌프 베어링 6307ZZ',
          specCn: 'NSK 동등품 이상',
          unitCd: 'EA',
          qty: 24,
          reqDt: later(21),
          itemCd: null,
          itemReqNo: null,
        },
      ],
    },
    clock(3),
  );
  await answerQuote(
    db,
    by(sp01),
    first.qtNo,
    {
      crncyCd: 'KRW',
      leadDays: 10,
      validDt: later(30),
      noteCn: '부가세 별도, 울산 납품 기준',
      prices: ['185000', '14500'],
      athFileId: null,
      version: 1,
    },
    clock(2),
  );

  // 2. Awarded: both answered, supplier02 chosen; its e-contract waits for the supplier.
  const second = await createQuoteRequest(
    db,
    by(buyer01),
    {
      title: 'Explosion-proof LED floodlights for the paint shop',
      noteCn: 'Zone 1 rated, 5-year warranty preferred.',
      athFileId: null,
      spCds: ['SP001', 'SP002'],
      lines: [
        {
          itemNm: 'Explosion-proof LED floodlight',
          specCn: '120 W, Ex db IIC T6, IP66',
          unitCd: 'EA',
          qty: 40,
          reqDt: later(28),
          itemCd: null,
          itemReqNo: null,
        },
        {
          itemNm: 'Mounting bracket, stainless',
          specCn: 'SUS304',
          unitCd: 'EA',
          qty: 40,
          reqDt: later(28),
          itemCd: null,
          itemReqNo: null,
        },
      ],
    },
    clock(6),
  );
  await answerQuote(
    db,
    by(sp01),
    second.qtNo,
    {
      crncyCd: 'KRW',
      leadDays: 14,
      validDt: later(20),
      noteCn: null,
      prices: ['412000', '18000'],
      athFileId: null,
      version: 1,
    },
    clock(5),
  );
  await answerQuote(
    db,
    by(sp02),
    second.qtNo,
    {
      crncyCd: 'USD',
      leadDays: 21,
      validDt: later(25),
      noteCn: 'Ex works Busan; certificate copies on request.',
      prices: ['289.50', '11.20'],
      athFileId: null,
      version: 1,
    },
    clock(4),
  );
  await awardQuote(db, by(buyer01), second.qtNo, { spCd: 'SP002', version: 1 }, clock(1));

  // 3. Another buyer company's request (supplier01 sees it; buyer01 never does); supplier02 declined.
  const third = await createQuoteRequest(
    db,
    by(buyer02),
    {
      title: '내화학 장갑 대량 구매 견적',
      noteCn: null,
      athFileId: null,
      spCds: ['SP001', 'SP002'],
      lines: [
        {
          itemNm: '니트릴 내화학 장갑',
          specCn: 'L, 0.38 mm',
          unitCd: 'PAIR',
          qty: 2000,
          reqDt: later(14),
          itemCd: null,
          itemReqNo: null,
        },
      ],
    },
    clock(2),
  );
  await declineQuote(
    db,
    by(sp02),
    third.qtNo,
    { reason: '해당 규격 재고 및 생산 일정이 없습니다.', version: 1 },
    clock(1),
  );

  // 4. The provider staff's supply agreement, confirmed by supplier01 and then buyer01.
  const supply = await db.transaction().execute(async (tx) =>
    createContract(
      tx,
      {
        kind: 'SUPPLY',
        ctrtNm: '2027년 MRO 소모품 연간 공급 계약',
        startDt: later(5),
        endDt: later(370),
        amount: '120000000',
        crncyCd: 'KRW',
        qtNo: null,
        cpCd: 'BY001',
        spCd: 'SP001',
        partyA: await partyOf(tx, 'BY001', buyer01.user_id),
        partyB: await partyOf(tx, 'SP001', sp01.user_id),
        lgstRate: 3.5,
        lgstAmount: '4200000',
        ctrtUrl: 'https://contracts.example.com/mro/2027-annual',
        lines: [],
        regUserId: admin.user_id,
      },
      clock(8),
    ),
  );
  await confirmContract(db, { side: 'SP', cpCd: 'SP001', userId: sp01.user_id }, supply.ctrtNo, 1, at(7));
  await confirmContract(db, { side: 'BY', cpCd: 'BY001', userId: buyer01.user_id }, supply.ctrtNo, 2, at(6));
}
