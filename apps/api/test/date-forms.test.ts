// Every date parameter of a search accepts each form it declares, with the same answer, or refuses
// a form it does not read with a code (issue 56 item 8): never an empty result for a form it
// does not read (`/anonymous/holidays?fromYmd=2027-01-01` once answered []). Generated from the
// contract: every GET call with a query field named like a day (…Dt, …Ymd) or of kind `day`,
// sent by a person whose role may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, fillPath, fullPath, pathParamNames, type AnyCall, type Fields } from '@mro/contract';
import { ORIGIN, callerOf, callers, signInCallers, testServer, type Caller, type TestServer } from './helpers.ts';

let server: TestServer;
type Who = Caller;
const people = callers();

beforeAll(async () => {
  server = await testServer();
  await signInCallers(server, people);
}, 180_000);
afterAll(() => server.close());

const callerFor = (c: AnyCall): Who | undefined => callerOf(people, c);

const DAY_NAME = /(Dt|Ymd)$/;
/** The forms every day parameter reads, the same day: the answers must be the same. */
const FORMS = [(d: string) => d, (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`];
/** Forms no day parameter reads: a 400, never an answer. */
const NOT_A_DAY = ['01-11-2026', '2026-11', '20261', 'x'];

const targets = allCalls().flatMap(({ domain, name, call: c }) => {
  if (c.method !== 'GET' || !c.query) return [];
  const days = Object.entries(c.query as Fields)
    .filter(([f, field]) => field.kind === 'day' || DAY_NAME.test(f))
    .map(([f]) => f);
  return days.length ? [{ label: `${domain}.${name}`, call: c, days }] : [];
});

async function ask(c: AnyCall, who: Who, values: Record<string, string>) {
  const params = Object.fromEntries(pathParamNames(c.path).map((p) => [p, 'X1']));
  const url = `${fullPath({ ...c, path: fillPath(c.path, params) })}?${new URLSearchParams(values).toString()}`;
  const res = await server.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(c.noSystemHeader || c.root ? {} : { 'x-system': who.system }),
      origin: ORIGIN,
      ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.body };
}

describe('date parameters', () => {
  it('answer each declared form alike and refuse a form they do not read', async () => {
    console.info(
      `date forms: ${targets.reduce((n, t) => n + t.days.length, 0)} day parameters of ${targets.length} calls`,
    );
    expect(targets.map((t) => t.label)).toContain('system.holidays');
    const failures: string[] = [];
    for (const { label, call: c, days } of targets) {
      const who = callerFor(c);
      if (!who) {
        failures.push(`${label}: no caller`);
        continue;
      }
      // A window the searches allow (at most a month for some): from the 1st to the 20th.
      const value = (f: string, form: (d: string) => string) => form(/^to|To|end/.test(f) ? '20261120' : '20261101');
      const [plain, dashed] = await Promise.all(
        FORMS.map((form) => ask(c, who, Object.fromEntries(days.map((f) => [f, value(f, form)])))),
      );
      if (
        plain!.status !== dashed!.status ||
        plain!.body.replace(/"requestId":"[^"]*"/, '') !== dashed!.body.replace(/"requestId":"[^"]*"/, '')
      )
        failures.push(`${label}: YYYYMMDD ${plain!.status} and YYYY-MM-DD ${dashed!.status} answer differently`);
      for (const f of days) {
        for (const bad of NOT_A_DAY) {
          const res = await ask(c, who, { ...Object.fromEntries(days.map((d) => [d, value(d, FORMS[0]!)])), [f]: bad });
          // Refused with a code on a day field (a period's refusal may name its other end).
          const fields =
            res.status === 400 ? ((JSON.parse(res.body).error?.fieldErros ?? []) as { field: string }[]) : [];
          const named = fields.some((e) => days.includes(e.field));
          if (!named) failures.push(`${label} ${f}=${bad}: ${res.status} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
