// Runs the visual regression and axe suites (Playwright) against storybook-static.
// --update rewrites the visual baselines (then review tests/visual/__screenshots__ before committing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const update = process.argv.includes('--update');
const only = process.argv.includes('--a11y')
  ? ['a11y/']
  : process.argv.includes('--visual') || update
    ? ['visual/']
    : [];
const args = [
  'playwright',
  'test',
  '-c',
  'tests/playwright.config.ts',
  ...only,
  ...(update ? ['--update-snapshots=all'] : []),
];
const result = spawnSync('npx', args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
