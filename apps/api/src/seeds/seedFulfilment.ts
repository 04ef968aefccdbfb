// Fulfilment's code lists (issue 44, decision 0065), run once per database (setting
// seed.fulfilment): the line confirmation's and the delivery's statuses and the carriers. A
// carrier's usePsDefCn1 is the `{carrier}` the LAUNCH_URL DELIVERY_TRACKING template receives.
// Demo deliveries and confirmations are seeded by their own steps after the receipts' orders.
import { STATUS_GLOSSARY, glossaryRows } from '@mro/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CodeSeed } from './seed-data.ts';
import { insertCodes } from './seed.ts';

export const FULFILMENT_CODES: Record<string, CodeSeed[]> = {
  CNFM_STAT: glossaryRows(STATUS_GLOSSARY.lineConfirm),
  DLV_STAT: glossaryRows(STATUS_GLOSSARY.delivery),
  DLV_KIND: [
    ['NORMAL', '일반 납품', 'Delivery'],
    ['EXCHANGE', '교환 재납품', 'Exchange replacement'],
  ],
  TRANS_KIND: [
    ['CARRIER', '택배', 'Carrier'],
    ['OWN', '자차 배송', 'Own truck'],
  ],
  DLV_CARRIER: [
    ['CJ', 'CJ대한통운', 'CJ Logistics', 'kr.cjlogistics'],
    ['HANJIN', '한진택배', 'Hanjin', 'kr.hanjin'],
    ['LOTTE', '롯데택배', 'Lotte Global Logistics', 'kr.lotte'],
    ['LOGEN', '로젠택배', 'Logen', 'kr.logen'],
    ['EPOST', '우체국택배', 'Korea Post', 'kr.epost'],
  ],
};

export async function seedFulfilmentCodes(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.fulfilment').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, FULFILMENT_CODES);
    await tx.insertInto('setting').values({ key: 'seed.fulfilment', value: 'Y' }).execute();
  });
}
