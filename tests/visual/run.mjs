// Runs the browser suites over storybook-static with Playwright: visual regression and the axe
// sweep in the four classes (both by default; --visual or --a11y for one). --update rewrites the
// visual baselines (then look at tests/visual/__screenshots__ before committing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const update = process.argv.includes('--update');
const suites =
  update || process.argv.includes('--visual') ? 'visual' : process.argv.includes('--a11y') ? 'a11y' : 'visual,a11y';
const args = ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...(update ? ['--update-snapshots=all'] : [])];
const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, MRO_SUITES: suites } });
process.exit(result.status ?? 1);
