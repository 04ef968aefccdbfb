// `npm run bench`: every benchmark of the repository, one after the other. Benchmarks print
// ratios against a peer measured in the same run; they never fail a build.
import { spawnSync } from 'node:child_process';

const benches = [
  { name: '@mro/rules', cmd: 'npm run bench -w @mro/rules' },
  { name: '@mro/api', cmd: 'npm run bench:api' },
  { name: '@mro/upload', cmd: 'npm run bench:upload' },
  { name: 'catalogue bulk upload', cmd: 'npm run bench:catalog-upload' },
  { name: '@mro/ui DataGrid', cmd: 'npm run bench:grid' },
  { name: 'portal', cmd: 'npm run bench:portal' },
];
for (const bench of benches) {
  console.log(`\n━━ bench ${bench.name}`);
  const { status } = spawnSync(bench.cmd, { shell: true, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
