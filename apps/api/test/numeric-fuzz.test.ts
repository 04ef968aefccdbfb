// Numeric inputs as the outside world sends them (issue 56 items 6 and 7), generated from the
// contract: every numeric field of every call (query, JSON body, list entries' and objects'
// members; a field is numeric when its kind is `int` or its schema says integer or number) and
// every path parameter gets 0, -1, 1.5, full-width digits, 10^12, 10^16, "1e309", "NaN", "" and
// " 1 ", as JSON numbers and as text where JSON allows, sent by a person whose role may call it.
// Nothing may answer 500; a value the field's declared rule refuses must be a 400 naming the
// field. The counts of fields and calls covered are printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, fillPath, fullPath, pathParamNames, type AnyCall, type Field, type Fields } from '@mro/contract';
import { validate } from '@mro/rules';
import { ORIGIN, callerOf, callers, signInCallers, testServer, type Caller, type TestServer } from './helpers.ts';

let server: TestServer;
type Who = Caller;
const people = callers();

beforeAll(async () => {
  server = await testServer();
  await signInCallers(server, people);
}, 180_000);
afterAll(() => server.close());

/** The values: JSON numbers where JSON has them, text for every form. */
const NUMBERS: unknown[] = [0, -1, 1.5, 1e12, 1e16];
const TEXTS = ['0', '-1', '1.5', '１２', '1000000000000', '10000000000000000', '1e309', 'NaN', '', ' 1 '];

/** Calls that end the caller's session, or sign in (their limits would lock the demo users). */
const SKIPPED = new Set(['auth.logout', 'auth.chooseSystem', 'accounts.changePassword', 'auth.login']);

const who = (c: AnyCall): Who | undefined => callerOf(people, c);

const isNumeric = (field: Field) => {
  const type = field.schema.type;
  const types = Array.isArray(type) ? type : [type];
  return field.kind === 'int' || types.includes('integer') || types.includes('number');
};

interface Target {
  /** The field the server names (`lines[0].qty`). */
  name: string;
  field: Field;
  /** The request part with `value` in the field's place. */
  put: (value: unknown) => Record<string, unknown>;
}

/** The numeric fields of `fields`, list entries' and objects' members included. */
function targets(
  fields: Fields,
  name: (f: string) => string,
  put: (f: string, v: unknown) => Record<string, unknown>,
): Target[] {
  return Object.entries(fields).flatMap(([f, field]): Target[] => {
    if (field.kind === 'object' && field.fields)
      return targets(
        field.fields,
        (m) => name(`${f}.${m}`),
        (m, v) => put(f, { [m]: v }),
      );
    if (field.kind === 'array' && field.of) {
      const of = field.of;
      if (of.kind === 'object' && of.fields)
        return targets(
          of.fields,
          (m) => name(`${f}[0].${m}`),
          (m, v) => put(f, [{ [m]: v }]),
        );
      return isNumeric(of) ? [{ name: name(`${f}[0]`), field: of, put: (v) => put(f, [v]) }] : [];
    }
    return isNumeric(field) ? [{ name: name(f), field, put: (v) => put(f, v) }] : [];
  });
}

interface Case {
  label: string;
  call: AnyCall;
  who: Who;
  where: 'query' | 'body' | 'params';
  target: Target | { name: string; field?: undefined; put: (value: unknown) => Record<string, unknown> };
}

const cases: Case[] = [];
const uncovered: string[] = [];
for (const { domain, name, call: c } of allCalls()) {
  const label = `${domain}.${name}`;
  if (SKIPPED.has(label)) continue;
  const person = who(c);
  const json = c.body && typeof c.body === 'object' && c.responseKind !== 'html';
  const found: Case[] = [];
  if (c.query)
    for (const t of targets(
      c.query as Fields,
      (f) => f,
      (f, v) => ({ [f]: v }),
    ))
      found.push({ label, call: c, who: person!, where: 'query', target: t });
  if (json)
    for (const t of targets(
      c.body as Fields,
      (f) => f,
      (f, v) => ({ [f]: v }),
    ))
      found.push({ label, call: c, who: person!, where: 'body', target: t });
  for (const p of pathParamNames(c.path))
    found.push({ label, call: c, who: person!, where: 'params', target: { name: p, put: (v) => ({ [p]: v }) } });
  if (!found.length) continue;
  if (!person) {
    uncovered.push(label);
    continue;
  }
  cases.push(...found);
}

function query(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) search.append(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe('numeric inputs at every numeric field', () => {
  it('never answer 500; a value the declared rule refuses is a 400 naming the field', async () => {
    const failures: string[] = [];
    const fields = cases.filter((k) => k.where !== 'params');
    console.info(
      `numeric fuzz: ${fields.length} numeric fields and ${cases.length - fields.length} path parameters of ${new Set(cases.map((k) => k.call)).size} calls, ${NUMBERS.length + TEXTS.length} values each; no caller for ${uncovered.length}`,
    );
    expect(uncovered).toEqual([]);
    expect(fields.length).toBeGreaterThan(60);
    for (const k of cases) {
      const { call: c, who: person, target } = k;
      const values = k.where === 'query' || k.where === 'params' ? TEXTS : [...NUMBERS, ...TEXTS];
      for (const value of values) {
        const params = Object.fromEntries(pathParamNames(c.path).map((p) => [p, 'X1']));
        const path = fillPath(
          c.path,
          k.where === 'params' ? { ...params, [target.name]: encodeURIComponent(String(value)) || 'X' } : params,
        );
        const url = `${fullPath({ ...c, path })}${k.where === 'query' ? query(target.put(value)) : ''}`;
        const res = await server.app.inject({
          method: c.method,
          url,
          headers: {
            ...(c.noSystemHeader || c.root ? {} : { 'x-system': person.system }),
            origin: ORIGIN,
            ...(person.token ? { authorization: `Bearer ${person.token}` } : {}),
          },
          ...(k.where === 'body' ? { payload: target.put(value) } : c.method === 'GET' ? {} : { payload: {} }),
        });
        const shown = `${k.label} ${k.where}.${target.name}=${JSON.stringify(value)} as ${person.name}@${person.system}`;
        if (res.statusCode >= 500) {
          failures.push(`${shown}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          continue;
        }
        // A value the field's own rule refuses: 400 naming it (when the door reached it).
        const rule = target.field?.rule;
        if (!rule || k.where === 'params' || value === '') continue;
        const error = validate(value, rule);
        if (!error || res.statusCode === 429) continue;
        const named = ((res.json().error?.fieldErros ?? []) as { field: string }[]).some(
          (f) => f.field === target.name,
        );
        if (res.statusCode !== 400 || !named) failures.push(`${shown}: ${res.statusCode}, not a 400 naming the field`);
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
