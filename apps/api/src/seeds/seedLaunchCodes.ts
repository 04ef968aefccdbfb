// The launch addresses (spec 000 §7: "other launch URLs exist for a warehouse system (SSO),
// delivery and customs tracking"; decision 0038) and the login home's remote support, as the code
// list LAUNCH_URL: each row's usePsDefCn1 is an address template whose {placeholders} the portal
// fills (routing/launch.ts). Run once per database (setting seed.launch), also on one seeded before.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CodeSeed } from './seed-data.ts';
import { insertCodes } from './seed.ts';

export const LAUNCH_CODES: Record<string, CodeSeed[]> = {
  LAUNCH_URL: [
    ['WMS_SSO', '창고관리 시스템', 'Warehouse system', 'https://wms.example.com/sso?userId={loginId}&lang={lang}'],
    [
      'DELIVERY_TRACKING',
      '배송 조회',
      'Delivery tracking',
      'https://tracking.example.com/delivery?carrier={carrier}&invoice={invoiceNo}',
    ],
    ['CUSTOMS_TRACKING', '통관 조회', 'Customs tracking', 'https://unipass.example.com/cargo?blNo={blNo}&blYy={year}'],
    ['REMOTE_SUPPORT', '원격 지원', 'Remote support', 'https://remote.example.com/mro'],
  ],
};

export async function seedLaunchCodes(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.launch').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, LAUNCH_CODES);
    await tx.insertInto('setting').values({ key: 'seed.launch', value: 'Y' }).execute();
  });
}
