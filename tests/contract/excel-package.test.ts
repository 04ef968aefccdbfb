// @vitest-environment node
// @mro/excel as an app (or the server) sees it: the built ESM through the exports map; the page's
// entry carries no SheetJS (only the worker and '@mro/excel/sheet' import it).
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

  it("the page's entry imports no SheetJS; the worker and the sheet module do", () => {
    for (const file of ['index.js', 'client.js', 'types.js', 'protocol.js']) {
      for (const s of staticImports(file)) expect(s, `${file} imports ${s}`).toMatch(/^(\.\/.*\.js|@mro\/rules)$/);
    }
    expect(staticImports('sheet.js')).toContain('xlsx');
    expect(readFileSync(join(dist, 'client.js'), 'utf8')).toContain("new URL('./worker.js', import.meta.url)");
  });
});
