// The contract enforced at the door (issue 56, decision 0086), generated from the contract: every
// call is registered through `route()` with a spy handler, and every rule declared on each of its
// query and JSON body fields is broken one at a time with a value that violates that rule (and
// passes the rules before it). The answer must be 400 naming the field with the rule's code, and
// the handler must not have run. A rule no value can break on its own (`min_value:0` after
// `numeric`, which already refuses a sign) is listed; any other rule without a violating value
// fails the test, so a new rule needs a value here.
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allCalls, fillPath, fullPath, pathParamNames, type AnyCall, type Fields } from '@mro/contract';
import { parseRules, validate, type RuleName } from '@mro/rules';
import { ApiError, errorBody } from '../src/http/envelope.ts';
import { route } from '../src/http/route.ts';

/** Values that break a rule of `name` with `args`, tried in order; the first that fails that rule wins. */
function candidates(name: RuleName, args: string[]): { value: string; others?: Record<string, string> }[] {
  const n = Number(args[0] ?? 0);
  const plain = (values: string[]) => values.map((value) => ({ value }));
  switch (name) {
    case 'required':
      return [{ value: '' }];
    case 'required_if':
      return [{ value: '', others: { [args[0]!]: args[1]! } }];
    case 'in':
      return plain(['ZZZ', '0']);
    case 'max':
      return plain([...['a', '1', 'A', '가'].map((c) => c.repeat(n + 1)), `${'a'.repeat(n)}@mro.co.kr`]);
    case 'max_byte':
      return plain([Math.floor(n / 3) + 1, Math.floor(n / 2) + 1, n + 1].map((k) => '가'.repeat(k)));
    case 'printable':
      return plain(['a\u0000b']);
    case 'english':
      return plain(['서울', 'buyer가나다']);
    case 'min':
      return n > 1 ? plain(['a', '1', 'A'].map((c) => c.repeat(n - 1))) : [];
    case 'numeric':
      return plain(['x', '-1', '1.5', '1e309', '１２', ' 1 ']);
    case 'min_value':
      return plain([String(n - 1)]);
    case 'max_value':
      return plain([String(n + 1), '1'.repeat(String(n).length + 1)]);
    case 'digits':
      return plain(['1'.repeat(n + 1), '1'.repeat(Math.max(n - 1, 1)), 'x'.repeat(n)]);
    case 'length':
      return plain(['1'.repeat(n + 1), 'a'.repeat(n + 1)]);
    case 'date_format':
      return plain(['2026-02-30', '20261331', 'x']);
    case 'gt':
    case 'gt_eq':
    case 'lt':
    case 'lt_eq': {
      const low = '20260101';
      const high = '20261231';
      const value = name.startsWith('gt') ? low : high;
      const other = name.startsWith('gt') ? high : low;
      return [{ value, others: { [args[0]!]: other } }];
    }
    case 'confirmed':
      return [{ value: 'Zq!8mK2#xw', others: { [args[0]!]: 'Zq!8mK2#xv' } }];
    default:
      return plain([
        'a b*',
        '124-81-00999',
        'x@',
        '010-123-4',
        'abcd1234',
        '서울',
        '가'.repeat(200),
        'ZZZ',
        'x',
        '-1',
        '12.345',
      ]);
  }
}

/** The one value a rule cannot be broken with on its own (the rules before it refuse first). */
const unbreakable = (rules: [RuleName, string[]][], index: number) => {
  const [name, args] = rules[index]!;
  const before = rules.slice(0, index).map(([n]) => n);
  return name === 'min_value' && Number(args[0]) <= 0 && before.includes('numeric');
};

interface Case {
  call: AnyCall;
  label: string;
  where: 'query' | 'body';
  field: string;
  rule: RuleName;
  input: Record<string, string>;
  code: string;
}

const cases: Case[] = [];
const missing: string[] = [];
const unbreakables: string[] = [];
const calls = allCalls();

for (const { domain, name, call: c } of calls) {
  const sides: ['query' | 'body', Fields][] = [];
  if (c.query) sides.push(['query', c.query as Fields]);
  if (c.body && typeof c.body === 'object' && c.responseKind !== 'html') sides.push(['body', c.body as Fields]);
  for (const [where, fields] of sides) {
    for (const [field, spec] of Object.entries(fields)) {
      if (spec.rule === undefined) continue;
      const rules = parseRules(spec.rule);
      rules.forEach(([rule, args], index) => {
        const label = `${domain}.${name} ${where}.${field} ${rule}`;
        if (unbreakable(rules, index)) {
          unbreakables.push(label);
          return;
        }
        for (const { value, others = {} } of candidates(rule, args)) {
          const input = { ...others, ...(value === '' ? {} : { [field]: value }) };
          const error = validate(input[field], spec.rule!, {
            values: nested(input),
            ...(spec.messages && { messages: spec.messages }),
          });
          if (error?.rule !== rule) continue;
          cases.push({ call: c, label, where, field, rule, input, code: error.code });
          return;
        }
        missing.push(label);
      });
    }
  }
}

/** `{ 'a.b': v }` as `{ a: { b: v } }`: a dotted field name is a path into the body (validateAll's getPath). */
function nested(input: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  }
  return out;
}

/** One app per call (paths of the API, bulk and root bases would collide in one), a spy handler. */
async function appOf(c: AnyCall): Promise<{ app: FastifyInstance; ran: () => number }> {
  const app = Fastify();
  let runs = 0;
  app.setErrorHandler((error: Error, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(errorBody(error, 'en', request.id));
    return reply.status(500).send({ message: error.message });
  });
  route(app, c, ({ reply }) => {
    runs += 1;
    return reply.send({ ran: true });
  });
  await app.ready();
  return { app, ran: () => runs };
}

describe('the door', () => {
  it('has a violating value for every declared rule of every call', () => {
    const covered = new Set(cases.map((k) => k.call));
    // The count of calls of the contract and of those with a declared rule (printed for the lead).
    console.info(
      `door: ${calls.length} calls in the contract, ${covered.size} with declared rules, ${cases.length} rules broken one at a time; not breakable alone: ${unbreakables.length}`,
    );
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(150);
  });

  it('refuses each violation with 400, the field and the rule’s code, before the handler runs', async () => {
    const failures: string[] = [];
    for (const k of cases) {
      const { app, ran } = await appOf(k.call);
      const params = Object.fromEntries(pathParamNames(k.call.path).map((p) => [p, 'X1']));
      const path = fillPath(k.call.path, params);
      const query = k.where === 'query' ? `?${new URLSearchParams(k.input).toString()}` : '';
      const res = await app.inject({
        method: k.call.method,
        url: `${path}${query}`,
        ...(k.where === 'body' ? { payload: nested(k.input) } : {}),
      });
      const fieldErros = (res.json().error?.fieldErros ?? []) as { field: string; code: string }[];
      const named = fieldErros.find((f) => f.field === k.field);
      if (res.statusCode !== 400 || named?.code !== k.code || ran() !== 0) {
        failures.push(
          `${k.label} ${fullPath(k.call)} ${JSON.stringify(k.input).slice(0, 80)}: ${res.statusCode} ${named?.code ?? '-'} (want ${k.code}), handler ran ${ran()}`,
        );
      }
      await app.close();
    }
    expect(failures).toEqual([]);
  });

  it('lets a call through when its declared fields pass (the handler runs)', async () => {
    const c = calls.find((x) => x.domain === 'returnRequests' && x.name === 'withdraw')!.call;
    const { app, ran } = await appOf(c);
    const res = await app.inject({ method: 'POST', url: fillPath(c.path, { rtnNo: 'X1' }), payload: { version: 3 } });
    expect(res.statusCode).toBe(200);
    expect(ran()).toBe(1);
    await app.close();
  });
});
