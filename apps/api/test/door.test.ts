// The contract enforced at the door (issue 56, decision 0086), generated from the contract: every
// call is registered through `route()` with a spy handler, and every rule declared on each of its
// query and JSON body fields is broken one at a time with a value that violates that rule (and
// passes the rules before it). The answer must be 400 naming the field with the rule's code, and
// the handler must not have run. A rule no value can break on its own (`min_value:0` after
// `numeric`, which already refuses a sign) is listed; any other rule without a violating value
// fails the test, so a new rule needs a value here. The members of list entries and objects
// (`listOf(object({...}))`, `object({...})`, decision 0103) are walked too, each refusal named by
// its path (`lines[0].qty`, `banner.key`, `rcvNos[0]`).
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allCalls, fillPath, fullPath, pathParamNames, type AnyCall, type Fields } from '@mro/contract';
import { parseRules, validate, type RuleName } from '@mro/rules';
import { ApiError, errorBody } from '../src/http/envelope.ts';
import { route } from '../src/http/route.ts';

/** Values that break a rule of `name` with `args`, tried in order; the first that fails that rule wins. */
function candidates(name: RuleName, args: string[]): { value: unknown; others?: Record<string, string> }[] {
  const n = Number(args[0] ?? 0);
  const plain = (values: unknown[]) => values.map((value) => ({ value }));
  switch (name) {
    case 'required':
      return [{ value: '' }];
    case 'required_if':
      return [{ value: '', others: { [args[0]!]: args[1]! } }];
    case 'required_unless':
      return ['7', 'X9']
        .filter((v) => !args.slice(1).includes(v))
        .map((v) => ({ value: '', others: { [args[0]!]: v } }));
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
    case 'array':
      return plain(['R1', { at: 'R1' }]);
    case 'max_items':
      return plain([Array.from({ length: n + 1 }, () => 'R1')]);
    case 'object':
      return plain(['O1', ['O1']]);
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
  /** The field the refusal names (`lines[0].qty`, `banner.key` for a list entry's or an object's member). */
  field: string;
  rule: RuleName;
  /** The query's values, or the JSON body sent. */
  input: Record<string, unknown>;
  code: string;
}

/**
 * Where a set of fields sits in the request: how its values are put in the body, and how the
 * server names one of its fields (top level: as declared; a list entry's member: `lines[0].qty`).
 */
interface Place {
  wrap: (values: Record<string, unknown>) => Record<string, unknown>;
  name: (field: string) => string;
}

const TOP: Place = { wrap: (values) => nested(values), name: (field) => field };

const cases: Case[] = [];
const missing: string[] = [];
const unbreakables: string[] = [];
const calls = allCalls();
let nestedRules = 0;

/** Breaks every rule of every field of `fields` (and of the list entries and objects within). */
function breakFields(
  c: AnyCall,
  prefix: string,
  where: 'query' | 'body',
  fields: Fields,
  place: Place,
  depth: number,
): void {
  for (const [field, spec] of Object.entries(fields)) {
    if (spec.kind === 'object' && spec.fields) {
      breakFields(
        c,
        prefix,
        where,
        spec.fields,
        {
          wrap: (values) => place.wrap({ [field]: values }),
          name: (member) => place.name(`${field}.${member}`),
        },
        depth + 1,
      );
    }
    if (spec.kind === 'array' && spec.of) {
      const of = spec.of;
      if (of.kind === 'object' && of.fields) {
        breakFields(
          c,
          prefix,
          where,
          of.fields,
          {
            wrap: (values) => place.wrap({ [field]: [values] }),
            name: (member) => place.name(`${field}[0].${member}`),
          },
          depth + 1,
        );
      } else {
        const entry = `${field}[0]`;
        breakFields(
          c,
          prefix,
          where,
          { [entry]: of },
          {
            wrap: (values) => place.wrap({ [field]: [values[entry] ?? ''] }),
            name: () => place.name(entry),
          },
          depth + 1,
        );
      }
    }
    if (spec.rule === undefined) continue;
    const rules = parseRules(spec.rule);
    rules.forEach(([rule, args], index) => {
      const label = `${prefix} ${where}.${place.name(field)} ${rule}`;
      if (unbreakable(rules, index)) {
        unbreakables.push(label);
        return;
      }
      for (const { value, others = {} } of candidates(rule, args)) {
        const values: Record<string, unknown> = { ...others, ...(value === '' ? {} : { [field]: value }) };
        const error = validate(values[field], spec.rule!, {
          values: nested(values),
          ...(spec.messages && { messages: spec.messages }),
        });
        if (error?.rule !== rule) continue;
        const input = where === 'query' ? values : place.wrap(values);
        cases.push({ call: c, label, where, field: place.name(field), rule, input, code: error.code });
        if (depth > 0) nestedRules += 1;
        return;
      }
      missing.push(label);
    });
  }
}

for (const { domain, name, call: c } of calls) {
  if (c.query) breakFields(c, `${domain}.${name}`, 'query', c.query as Fields, TOP, 0);
  if (c.body && typeof c.body === 'object' && c.responseKind !== 'html')
    breakFields(c, `${domain}.${name}`, 'body', c.body as Fields, TOP, 0);
}

/** `{ 'a.b': v }` as `{ a: { b: v } }`: a dotted field name is a path into the body (validateAll's getPath). */
function nested(input: Record<string, unknown>): Record<string, unknown> {
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
      `door: ${calls.length} calls in the contract, ${covered.size} with declared rules, ${cases.length} rules broken one at a time (${nestedRules} of list entries and objects); not breakable alone: ${unbreakables.length}`,
    );
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(150);
    // List entries' and objects' members are walked too (lines[0].lineNo, banner.key…).
    expect(nestedRules).toBeGreaterThan(10);
    expect(cases.map((k) => k.field)).toEqual(expect.arrayContaining(['lines[0].lineNo', 'banner.key', 'rcvNos[0]']));
  });

  it('refuses each violation with 400, the field and the rule’s code, before the handler runs', async () => {
    const failures: string[] = [];
    for (const k of cases) {
      const { app, ran } = await appOf(k.call);
      const params = Object.fromEntries(pathParamNames(k.call.path).map((p) => [p, 'X1']));
      const path = fillPath(k.call.path, params);
      const query = k.where === 'query' ? `?${new URLSearchParams(k.input as Record<string, string>).toString()}` : '';
      const res = await app.inject({
        method: k.call.method,
        url: `${path}${query}`,
        ...(k.where === 'body' ? { payload: k.input } : {}),
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
