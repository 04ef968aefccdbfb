// `npm run start:cluster`: the built portal and API on one origin through HAProxy, three API
// instances on a throw-away PostgreSQL (cluster.mjs). Prints the address and the demo accounts;
// Ctrl+C stops everything and removes the database.
import { startCluster } from './cluster.mjs';

const port = Number(process.env.MRO_CLUSTER_PORT ?? 4400);
const cluster = await startCluster({
  port,
  apiPort: Number(process.env.MRO_CLUSTER_API_PORT ?? port + 1),
  pgPort: Number(process.env.MRO_CLUSTER_PG_PORT ?? 55440),
  count: Number(process.env.MRO_CLUSTER_INSTANCES ?? 3),
});
const { DEMO_PASSWORD } = await import('../dist/config.js');
const { USERS } = await import('../dist/seeds/seed-data.js');
const lines = USERS.filter((u) => u.login_id).map((u) => `  ${u.login_id.padEnd(12)} ${u.note}`);
process.stdout.write(
  `\nPortal and API on ${cluster.url} (API under /imk/api), through HAProxy to ${cluster.instances.length} instances:\n` +
    cluster.instances.map((i) => `  ${i.name} ${i.url}`).join('\n') +
    `\nPostgreSQL (throw-away): ${cluster.pg.url}\n` +
    `\nDemo accounts (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n\nCtrl+C stops the cluster.\n`,
);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const i of cluster.instances) {
  i.child.on('exit', (code) => {
    if (!stopping) process.stdout.write(`${i.name} stopped (${code}); HAProxy sends its calls to the others\n`);
  });
}
