// `npm start` (issue 57 item 7): the printed demo accounts are the ones README names (approver01
// and approver02 were missing), and the portal is served only once the API answers (the login
// page answered 12 s to 51 s with no API behind it).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the start script, without types.
import { banner, startAll } from '../startPlan.mjs';

describe('npm start', () => {
  it('prints every demo account README names', () => {
    const readme = readFileSync(resolve(process.cwd(), 'README.md'), 'utf8');
    const named = new Set([...readme.matchAll(/`((?:buyer|approver|supplier|admin)\d{2})`/g)].map((m) => m[1]));
    expect(named).toContain('approver01');
    const printed = (banner() as string).split('\n').find((l) => l.startsWith('Demo accounts:'))!;
    for (const id of named) expect(printed, id).toMatch(new RegExp(`\\b${id}\\b`));
  });

  it('starts the portal only after the API answers', async () => {
    const events: string[] = [];
    let apiUp: () => void = () => undefined;
    const done = startAll({
      run: (name: string) => events.push(`run ${name}`),
      ready: (urls: string[]) => {
        events.push(`wait ${urls.join(' ')}`);
        return urls.some((u) => u.endsWith('/health')) ? new Promise<void>((r) => (apiUp = r)) : Promise.resolve();
      },
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toEqual(['run api', 'wait http://127.0.0.1:4000/health']);
    apiUp();
    await done;
    expect(events.slice(2)).toEqual(['run portal', 'run storybook', expect.stringMatching(/^wait .*5173\/login/)]);
  });
});
