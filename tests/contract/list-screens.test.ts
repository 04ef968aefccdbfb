// Every list screen holds at most 60 lines of wiring beyond its columns and fields (issue 55 item
// 1, decisions 0089 and 0110): the search box, grid or table, paging, export, guards and per-role
// buttons come from features/common (GridList, TableList, useGridSave), so a screen's own file
// keeps what differs.
//
// How a file's wiring is counted (wiringLines): every line that is not blank, not a comment (a
// line starting with `//`, `/*`, `*` or `*/`), not part of an import, and not inside the screen's
// fields or columns: a declaration `const fields = (` (or a name ending in `fields`/`columns`,
// any case) up to the line at its own indentation that closes it. A file of the screen's own
// helpers (its columns hook, model, dialogs) is not the screen's wiring and is not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(__dirname, '../../apps/portal/src/features');

/** The list screens, each its own file (issue 55 counts fourteen). */
export const LIST_SCREENS = [
  'itemRequests/ItemRequests.tsx',
  'returns/ReturnRequests.tsx',
  'supplierCatalog/SupplierCatalog.tsx',
  'catalog/Catalog.tsx',
  'deliveries/Deliveries.tsx',
  'taxInvoices/TaxInvoices.tsx',
  'orders/OrderList.tsx',
  'supplierOrders/SupplierOrders.tsx',
  'receipts/ReceiptList.tsx',
  'backoffice/AuditLog.tsx',
  'backoffice/Users.tsx',
  'backoffice/Posts.tsx',
  'boards/Notices.tsx',
  // The board's screen; its lists (search, posts, FAQ) are parts of it in BoardLists.tsx.
  'boards/Board.tsx',
] as const;

export const MAX_WIRING = 60;

const COMMENT = /^(\/\/|\/\*|\*)/;
const HELD = /^(\s*)(?:export\s+)?const\s+\w*(?:fields|columns)\s*(?::[^=]+)?=.*[([{]\s*$/i;

/** The wiring lines of a screen's file, as counted above. */
export function wiringLines(text: string): string[] {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (!trimmed || COMMENT.test(trimmed)) continue;
    if (/^import\b/.test(trimmed)) {
      while (!lines[i]!.trimEnd().endsWith(';') && i < lines.length - 1) i++;
      continue;
    }
    const held = HELD.exec(line);
    if (held) {
      const indent = held[1]!;
      while (i < lines.length - 1) {
        i++;
        const next = lines[i]!;
        if (next.startsWith(indent) && /^[)\]}]/.test(next.slice(indent.length))) break;
      }
      continue;
    }
    kept.push(line);
  }
  return kept;
}

describe('list screens', () => {
  it('counts code, not comments, imports, fields or columns (self-test)', () => {
    const screen = [
      '/**',
      ' * A screen.',
      ' */',
      "import { a } from 'a';",
      'import {',
      '  b,',
      "} from 'b';",
      '',
      'export default function S() {',
      '  // the list',
      '  const list = useGridList({ name: "s" });',
      '  const fields = (',
      '    <>',
      '      <FormItem name="x" />',
      '    </>',
      '  );',
      '  const searchColumns: Column[] = [',
      '    { key: "a" },',
      '  ];',
      '  return <GridList list={list} fields={fields} />;',
      '}',
    ].join('\n');
    expect(wiringLines(screen).map((l) => l.trim())).toEqual([
      'export default function S() {',
      'const list = useGridList({ name: "s" });',
      'return <GridList list={list} fields={fields} />;',
      '}',
    ]);
    // Wiring over the bound is seen: 61 lines of code fail.
    const long = ['export default function L() {', ...Array.from({ length: 59 }, (_, i) => `  f${i}();`), '}'];
    expect(wiringLines(long.join('\n')).length).toBeGreaterThan(MAX_WIRING);
  });

  it.each(LIST_SCREENS)(`%s holds at most ${MAX_WIRING} lines of wiring`, (file) => {
    const lines = wiringLines(readFileSync(join(features, file), 'utf8'));
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(MAX_WIRING);
  });
});
