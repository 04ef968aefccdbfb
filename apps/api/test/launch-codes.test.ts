// The launch addresses' code list (issue 40 item 11, decision 0038).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.close();
});

describe('the launch code list', () => {
  it('holds the warehouse, delivery and customs tracking and remote support addresses, for anyone', async () => {
    const res = await s.call({ url: '/anonymous/common-codes/cache?cdLstIds=LAUNCH_URL&langCd=EN' });
    const rows = res.json().data.codes[0].commonCodes as { cd: string; cdNm: string; usePsDefCn1: string }[];
    expect(rows.map((r) => r.cd)).toEqual(['WMS_SSO', 'DELIVERY_TRACKING', 'CUSTOMS_TRACKING', 'REMOTE_SUPPORT']);
    expect(rows[0]).toMatchObject({ cdNm: 'Warehouse system' });
    expect(rows[0]!.usePsDefCn1).toContain('{loginId}');
    expect(rows[1]!.usePsDefCn1).toContain('{invoiceNo}');
    expect(rows[2]!.usePsDefCn1).toContain('{blNo}');
    for (const row of rows) expect(row.usePsDefCn1).toMatch(/^https:\/\//);
  });

  it('is seeded once: a second start leaves an edited address alone', async () => {
    await s.ctx.db
      .updateTable('common_code')
      .set({ use_ps_def_cn1: 'https://remote.example.org/other' })
      .where('cd_lst_id', '=', 'LAUNCH_URL')
      .where('cd', '=', 'REMOTE_SUPPORT')
      .execute();
    const { seedLaunchCodes } = await import('../src/seeds/seedLaunchCodes.ts');
    await seedLaunchCodes(s.ctx.db);
    const row = await s.ctx.db
      .selectFrom('common_code')
      .select('use_ps_def_cn1')
      .where('cd_lst_id', '=', 'LAUNCH_URL')
      .where('cd', '=', 'REMOTE_SUPPORT')
      .executeTakeFirstOrThrow();
    expect(row.use_ps_def_cn1).toBe('https://remote.example.org/other');
  });
});
