// `npm test`: every check CI runs, in order, with a summary. A failing step fails the run;
// the later independent steps still run so one report shows everything that is wrong.
import { spawn } from 'node:child_process';
import { findChromium, playwrightChromium, MISSING_CHROMIUM_HELP } from './chromium.mjs';

const steps = [
  { name: 'build', cmd: 'npm run build', required: true },
  // A changed published package needs a changeset (decision 0040). Compares with the local `main`
  // branch: on main itself (CI's fresh clone) nothing is pending against it, so only a branch's
  // own changes are asked for one.
  { name: 'changeset status', cmd: 'npx changeset status' },
  // Two lanes side by side on the two cores (their output is shown when each ends): the type check
  // (TypeScript 7's native compiler) and Prettier in one, ESLint in the other.
  [
    {
      name: 'typecheck, format',
      cmd:
        'npx turbo run typecheck && node node_modules/typescript-native/bin/tsc -p tsconfig.json --noEmit' +
        ' && npx prettier --check . --log-level warn',
    },
    // One ESLint process over the whole tree (the packages' own `lint` scripts each load the
    // plugins again: 38 s against 23 s).
    { name: 'lint', cmd: 'npm run lint' },
  ],
  { name: 'unit (+ coverage)', cmd: "npx vitest run --project 'unit*' --coverage" },
  { name: 'api (Fastify inject on PGlite)', cmd: 'npx vitest run --project api' },
  { name: 'storybook (browser)', cmd: 'npx vitest run --project storybook' },
  { name: 'build-storybook', cmd: 'npm run build-storybook', required: true },
  { name: 'visual + a11y', cmd: 'node tests/visual/run.mjs' },
  { name: 'e2e (portal on the API server)', cmd: 'npx playwright test -c tests/e2e/playwright.config.ts' },
  { name: 'size-limit', cmd: 'npx size-limit' },
];

// The runtime every step runs on (the project declares Node 24 LTS; .ci/node.sh installs it).
const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`npm test on Node ${process.version} (${process.execPath})`);
if (nodeMajor < 24) {
  console.error(
    `Node ${process.version} is older than the project's Node 24 LTS. Run \`. .ci/node.sh\` in this shell ` +
      '(it installs the pinned Node 24 from the npm registry into .node/), then npm ci and npm test again.',
  );
  process.exit(1);
}

if (!findChromium() && !playwrightChromium()) {
  console.error(MISSING_CHROMIUM_HELP);
  process.exit(1);
}

const TAIL_LINES = 30;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Runs a shell command with its output shown live (or, `buffered`, when it ends); keeps its last meaningful lines. */
function run(cmd, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      shell: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const tail = [];
    let partial = '';
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trimEnd();
        if (plain === '' || plain.startsWith('npm warn')) continue;
        tail.push(plain);
        if (tail.length > TAIL_LINES) tail.shift();
      }
    };
    const held = [];
    const show = (stream) => (c) => {
      if (buffered) held.push(c);
      else stream.write(c);
      keep(c);
    };
    child.stdout.on('data', show(process.stdout));
    child.stderr.on('data', show(process.stderr));
    child.on('close', (status) => {
      keep('\n');
      if (buffered) process.stdout.write(Buffer.concat(held));
      resolve({ status, tail });
    });
  });
}

const results = [];
for (const entry of steps) {
  // An entry is a step, or lanes run side by side; a lane is a step or steps run in turn.
  const lanes = Array.isArray(entry) ? entry.map((lane) => (Array.isArray(lane) ? lane : [lane])) : [[entry]];
  const beside = lanes.length > 1;
  const outcomes = (
    await Promise.all(
      lanes.map(async (lane) => {
        const done = [];
        for (const step of lane) {
          if (beside) console.log(`\n━━ ${step.name} (beside another lane): ${step.cmd}`);
          else console.log(`\n━━ ${step.name}: ${step.cmd}`);
          const started = Date.now();
          const { status, tail } = await run(step.cmd, { buffered: beside });
          if (beside) console.log(`━━ ${step.name} ended`);
          done.push({ step, ok: status === 0, tail, seconds: Math.round((Date.now() - started) / 1000) });
          // A required step that failed: the rest of its lane needs its output.
          if (status !== 0 && step.required) break;
        }
        return done;
      }),
    )
  ).flat();
  for (const { step, ok, tail, seconds } of outcomes) results.push({ name: step.name, ok, tail, seconds });
  const blocking = outcomes.find((o) => !o.ok && o.step.required);
  if (blocking) {
    console.error(`\n${blocking.step.name} failed; the steps after it need its output, so they are skipped.`);
    break;
  }
}

// CI logs are often read from the end: repeat the last lines of each failing step there.
for (const r of results.filter((x) => !x.ok)) {
  console.log(`\n━━ last lines of the failing step "${r.name}"`);
  console.log(r.tail.join('\n'));
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const passed = results.filter((r) => r.ok).length;
const failed = steps.flat(2).length - passed; // failed plus skipped
console.log(`npm test: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
