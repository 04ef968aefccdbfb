// The one attachment-ownership rule (issue 39, files/ownership.ts): a caller may attach a file
// group only when one of its live files is the caller's (the user's, the company's, or this
// browser's uploads). A group whose files were deleted is refused everywhere it is referenced:
// the corruption report (whose former check did not leave deleted files out), a new-item request,
// a supplier application.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, SAMPLE, testServer, type TestServer } from './helpers.ts';

let server: TestServer;
const json = (res: { body: string }) => JSON.parse(res.body);
const COOKIE = 'a'.repeat(43);

beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.close());

async function upload(cookie: string): Promise<string> {
  const body = await multipart({}, [{ name: 'evidence.pdf', bytes: SAMPLE.pdf }]);
  const res = await server.call({
    method: 'POST',
    url: '/anonymous/file/upload',
    payload: body.payload,
    headers: body.headers,
    cookies: { mro_up: cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.athFileId;
}

const report = (athFileId: string, cookie = COOKIE) =>
  server.call({
    method: 'POST',
    url: '/anonymous/corruption-reports',
    payload: { categoryCd: 'BRIBE', titlCn: '제보', cntn: '내용', anonymousYn: 'Y', athFileId },
    cookies: { mro_up: cookie },
  });

describe('attachment ownership', () => {
  it("takes the reporter's own live upload as evidence, and not another browser's", async () => {
    const id = await upload(COOKIE);
    expect((await report(id)).statusCode).toBe(200);
    const other = await report(id, 'b'.repeat(43));
    expect(other.statusCode).toBe(400);
    expect(json(other).error.fieldErros).toMatchObject([{ field: 'athFileId', code: 'MROCM0010' }]);
  });

  it('refuses a group whose files were deleted, though the caller uploaded it', async () => {
    const id = await upload(COOKIE);
    await server.ctx.db
      .updateTable('attach_file')
      .set({ deleted_at: server.ctx.now() })
      .where('ath_file_id', '=', id)
      .execute();
    const res = await report(id);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fieldErros).toMatchObject([{ field: 'athFileId', code: 'MROCM0010' }]);
    // The group is not listed either.
    const listed = await server.call({ url: `/anonymous/files/${id}`, cookies: { mro_up: COOKIE } });
    expect(listed.statusCode).toBe(404);
  });
});
