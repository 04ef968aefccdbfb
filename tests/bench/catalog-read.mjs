// The peer of `npm run bench:catalog-upload`, in a fresh process: the same file read with
// `@mro/excel/sheet` alone (every cell as text, no rule, no database). Answers its time and the
// process's peak resident set (MB).
import { readFileSync } from 'node:fs';
import { readSpreadsheet } from '@mro/excel/sheet';

const path = process.argv[2];
const started = performance.now();
const result = readSpreadsheet(readFileSync(path), { fileName: 'catalogue.xlsx', headerRows: 1 });
const ms = performance.now() - started;
process.send({
  ms,
  rows: result.ok ? result.rows.length : -1,
  peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
});
