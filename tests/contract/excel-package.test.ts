// @vitest-environment node
// @mro/excel as an app (or the server) sees it: the built ESM through the exports map; the page's
// entry carries no SheetJS (only the worker, '@mro/excel/sheet' and '@mro/excel/rows' import it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'packages/excel/dist');
const staticImports = (file: string) =>
  [
    ...readFileSync(join(dist, file), 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"()]*from\s*['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);

describe('@mro/excel package contract', () => {
  it('plain Node writes and reads a sheet through the exports map', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "import { writeSpreadsheet, readSpreadsheet } from '@mro/excel/sheet';",
          "import { importSpreadsheet, SPREADSHEET_EXTENSIONS } from '@mro/excel';",
          "const columns = [{ key: 'q', header: 'Qty', rule: { editor: 'number' } }];",
          'const w = writeSpreadsheet({ columns, rows: [{ q: 1234 }] });',
          "const r = readSpreadsheet(w.bytes, { fileName: 'a.xlsx', columns });",
          'console.log(JSON.stringify([r.rows, typeof importSpreadsheet, SPREADSHEET_EXTENSIONS]));',
        ].join('\n'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual([[{ q: 1234 }], 'function', ['xls', 'csv', 'xlsx']]);
  });

  it('plain Node reads a sheet row by row through the exports map (@mro/excel/rows, decision 0078)', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "import { writeSpreadsheet } from '@mro/excel/sheet';",
          "import { openSheetRows } from '@mro/excel/rows';",
          "const columns = [{ key: 'q', header: 'Qty', rule: { editor: 'number' } }];",
          'const w = writeSpreadsheet({ columns, rows: [{ q: 1234 }] });',
          "const opened = await openSheetRows(w.bytes, { fileName: 'a.xlsx' });",
          'const rows = [];',
          'for await (const row of opened.rows) rows.push(row);',
          'console.log(JSON.stringify(rows));',
        ].join('\n'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual([
      { row: 1, cells: ['Qty'] },
      { row: 2, cells: ['1234'] },
    ]);
  });

  it("the page's entry imports no SheetJS; the worker and the sheet module do", () => {
    for (const file of ['index.js', 'client.js', 'types.js', 'protocol.js']) {
      for (const s of staticImports(file)) expect(s, `${file} imports ${s}`).toMatch(/^(\.\/.*\.js|@mro\/rules)$/);
    }
    expect(staticImports('sheet.js')).toContain('xlsx');
    expect(readFileSync(join(dist, 'client.js'), 'utf8')).toContain("new URL('./worker.js', import.meta.url)");
  });
});
