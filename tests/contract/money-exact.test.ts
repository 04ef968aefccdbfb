// @vitest-environment node
// Money is exact end to end (decision 0106): no amount is turned into a JavaScript number on the
// server or in the portal. This test fails when `Number(`, `parseFloat(` or a unary `+` is applied
// to an amount field (amount, price, …Amt, …Price, …_amt, …_price) in apps/api/src or
// apps/portal/src; amounts are computed with @mro/rules `money.ts` on their decimal text.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['apps/api/src', 'apps/portal/src'];

/** A name that holds an amount: amount, listPrice, unit_price, supplyAmt, vat_amt, lgstAmount… */
const AMOUNT = String.raw`\b\w*(?:amount|Amount|price|Price|Amt|_amt)\b`;
/** `Number(` or `parseFloat(` whose argument (up to its first parenthesis) names an amount. */
const CONVERSION = new RegExp(String.raw`\b(?:Number|parseFloat)\(\s*[^()]*?${AMOUNT}`);
/** A unary `+` (after `=`, `(`, `,`, `:`, `?`, `[`, `return` or a line's start) on an amount. */
const UNARY_PLUS = new RegExp(String.raw`(?:^|[=(,:?[]|\breturn)\s*\+(?![+=])\s*[\w.!?[\]'"]*?${AMOUNT}`);

/** The places in `text` where an amount goes through a double, as `line: source`. */
export function floatAmounts(text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.replace(/\/\/.*$/, ''), no: i + 1 }))
    .filter(({ line }) => CONVERSION.test(line) || UNARY_PLUS.test(line))
    .map(({ line, no }) => `${no}: ${line.trim()}`);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('money exact (decision 0106)', () => {
  it('finds a double made of an amount (self-test: the detector fires and stays quiet)', () => {
    const fires = [
      'amount: Number(r.amount),',
      'const unitPrice = Number(line.unit_price);',
      'supplyAmt: Number(head.supply_amt),',
      'const p = parseFloat(values.listPrice);',
      'const total = +row.totalAmt;',
      'return +price;',
      'fn(a, +l.amount)',
      '}).format(Number(amount));',
      'lgstAmount: input.lgstAmount ? Number(input.lgstAmount) : null,',
    ];
    for (const line of fires) expect(floatAmounts(line), line).toHaveLength(1);
    const quiet = [
      'qty: Number(l.qty),',
      'amount: toMoney(r.amount, r.crncy_cd),',
      'const toleranceBp = Number(locked[0]?.price_tolerance_bp ?? 0);',
      'count + 1',
      'i += 1',
      'const n = Number(rows[0]!.n) % 1_000_000;',
      'const sum = a + b.amount; // binary plus is not a conversion',
      '// Number(r.amount) in a comment',
    ];
    for (const line of quiet) expect(floatAmounts(line), line).toEqual([]);
  });

  it('finds none in the server or the portal', () => {
    const found = SCANNED.flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((file) =>
        floatAmounts(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
