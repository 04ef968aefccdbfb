// The nationwide logistics centres (spec 000 §1: the home's quick link "nationwide logistics
// centres"), as the code list LOGISTICS_CENTRE the entry page /logistics-centres reads through the
// public common-code call: cdNm the centre's name (KO/EN), usePsDefCn1 its road-name address in
// Korean, usePsDefCn2 in English, usePsDefCn3 its phone, usePsDefCn4 its weekday receiving hours.
// Staff keep them in the back office's code screen. Run once per database (setting seed.logistics).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CodeSeed } from './seed-data.ts';
import { insertCodes } from './seed.ts';

export const LOGISTICS_CENTRE_CODES: Record<string, CodeSeed[]> = {
  LOGISTICS_CENTRE: [
    [
      'ICHEON',
      '이천 중앙 물류센터',
      'Icheon Central Logistics Centre',
      '경기도 이천시 마장면 덕평로 811',
      '811 Deokpyeong-ro, Majang-myeon, Icheon-si, Gyeonggi-do',
      '031-645-7100',
      '08:00-18:00',
    ],
    [
      'PYEONGTAEK',
      '평택 물류센터',
      'Pyeongtaek Logistics Centre',
      '경기도 평택시 포승읍 평택항로 156',
      '156 Pyeongtaekhang-ro, Poseung-eup, Pyeongtaek-si, Gyeonggi-do',
      '031-683-7200',
      '08:00-17:00',
    ],
    [
      'CHEONAN',
      '천안 물류센터',
      'Cheonan Logistics Centre',
      '충청남도 천안시 서북구 직산읍 4산단5길 20',
      '20 4sandan 5-gil, Jiksan-eup, Seobuk-gu, Cheonan-si, Chungcheongnam-do',
      '041-590-7300',
      '08:00-17:00',
    ],
    [
      'DAEJEON',
      '대전 물류센터',
      'Daejeon Logistics Centre',
      '대전광역시 대덕구 대화로 160',
      '160 Daehwa-ro, Daedeok-gu, Daejeon',
      '042-930-7400',
      '08:30-17:30',
    ],
    [
      'GUMI',
      '구미 물류센터',
      'Gumi Logistics Centre',
      '경상북도 구미시 산동읍 첨단기업1로 17',
      '17 Cheomdangieop 1-ro, Sandong-eup, Gumi-si, Gyeongsangbuk-do',
      '054-470-7500',
      '08:00-17:00',
    ],
    [
      'ULSAN',
      '울산 물류센터',
      'Ulsan Logistics Centre',
      '울산광역시 남구 산업로 686',
      '686 Saneop-ro, Nam-gu, Ulsan',
      '052-270-7600',
      '07:30-16:30',
    ],
    [
      'BUSAN',
      '부산 물류센터',
      'Busan Logistics Centre',
      '부산광역시 강서구 녹산산단321로 24',
      '24 Noksansandan 321-ro, Gangseo-gu, Busan',
      '051-970-7700',
      '08:00-17:00',
    ],
    [
      'GWANGJU',
      '광주 물류센터',
      'Gwangju Logistics Centre',
      '광주광역시 광산구 하남산단6번로 107',
      '107 Hanamsandan 6beon-ro, Gwangsan-gu, Gwangju',
      '062-950-7800',
      '08:30-17:30',
    ],
  ],
};

export async function seedLogisticsCentres(db: Kysely<Database>): Promise<void> {
  const done = await db.selectFrom('setting').select('value').where('key', '=', 'seed.logistics').executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (tx) => {
    await insertCodes(tx, LOGISTICS_CENTRE_CODES);
    await tx.insertInto('setting').values({ key: 'seed.logistics', value: 'Y' }).execute();
  });
}
