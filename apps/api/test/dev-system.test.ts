// The developer system (issue 40 item 13): its menu, and the component catalogue served to a DEV
// session only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.ts';

let s: TestServer;
let storybookDir: string;
let portalDir: string;
beforeAll(async () => {
  portalDir = mkdtempSync(join(tmpdir(), 'mro-portal-'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
  storybookDir = mkdtempSync(join(tmpdir(), 'mro-storybook-'));
  mkdirSync(join(storybookDir, 'sb-manager'));
  writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>Storybook</title>');
  writeFileSync(join(storybookDir, 'sb-manager', 'runtime.js'), 'console.log(1)');
  writeFileSync(
    join(storybookDir, 'index.json'),
    JSON.stringify({ v: 5, entries: { 'button--docs': { id: 'button--docs', title: 'Button', type: 'docs' } } }),
  );
  s = await testServer({ storybookDir, portalDir });
});
afterAll(async () => {
  await s.close();
  rmSync(storybookDir, { recursive: true, force: true });
  rmSync(portalDir, { recursive: true, force: true });
});

describe('the developer system', () => {
  it('gives the administrator its one menu entry, the components', async () => {
    const token = await s.login('admin01', 'DEV');
    const res = await s.call({ url: '/auth-menus', system: 'DEV', token });
    expect(res.json().data.menus).toEqual([
      expect.objectContaining({ path: '/dev/components', prgmId: 'DEVUI001', menuPid: null }),
    ]);
  });

  it('its pages are the portal’s: /dev/components is the app, not the API (the outbox alone is)', async () => {
    const page = await s.app.inject({ url: '/dev/components' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const outbox = await s.app.inject({ url: '/dev/outbox' });
    expect(outbox.headers['content-type']).toContain('application/json');
  });

  it('serves the built catalogue to a DEV session, opened by address (no x-system header)', async () => {
    const token = await s.login('admin01', 'DEV');
    const page = await s.call({ url: '/dev/storybook/', system: null, token });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Storybook</title>');
    const script = await s.call({ url: '/dev/storybook/sb-manager/runtime.js', system: null, token });
    expect(script.headers['content-type']).toContain('javascript');
    const index = await s.call({ url: '/dev/storybook/index.json', system: 'DEV', token });
    expect(index.json().entries['button--docs'].title).toBe('Button');
  });

  it('refuses anyone else, and never leaves the catalogue’s folder', async () => {
    expect((await s.call({ url: '/dev/storybook/', system: null })).statusCode).toBe(401);
    const buyer = await s.login('buyer01', 'BY');
    expect((await s.call({ url: '/dev/storybook/', system: null, token: buyer })).statusCode).toBe(401);
    const token = await s.login('admin01', 'DEV');
    expect((await s.call({ url: '/dev/storybook/..%2F..%2Fetc%2Fpasswd', system: null, token })).statusCode).toBe(404);
    expect((await s.call({ url: '/dev/storybook/missing.js', system: null, token })).statusCode).toBe(404);
  });
});
