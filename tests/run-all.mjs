// `npm test`: every check CI runs, in order, with a summary. A failing step fails the run;
// the later independent steps still run so one report shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { findChromium, playwrightChromium, MISSING_CHROMIUM_HELP } from './chromium.mjs';

const steps = [
  { name: 'build', cmd: 'npx turbo run build', required: true },
  { name: 'typecheck', cmd: 'npx turbo run typecheck && npx tsc -p tsconfig.json --noEmit' },
  { name: 'lint', cmd: 'npx turbo run lint lint:root && npx prettier --check . --log-level warn' },
  { name: 'unit (+ coverage)', cmd: 'npx vitest run --project unit --coverage' },
  { name: 'storybook (browser)', cmd: 'npx vitest run --project storybook' },
  { name: 'build-storybook', cmd: 'npx turbo run storybook:build', required: true },
  { name: 'visual + a11y', cmd: 'node tests/visual/run.mjs' },
  { name: 'size-limit', cmd: 'npx size-limit' },
];

if (!findChromium() && !playwrightChromium()) {
  console.error(MISSING_CHROMIUM_HELP);
  process.exit(1);
}

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const { status } = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const ok = status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && step.required) {
    console.error(`\n${step.name} failed; the steps after it need its output, so they are skipped.`);
    break;
  }
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const passed = results.filter((r) => r.ok).length;
const failed = steps.length - passed; // failed plus skipped
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
