// `npm run start -w @mro/api`: zero configuration (PGlite in .data/, 127.0.0.1:4000). Prints the
// demo accounts and the URL on every start, shuts down gracefully on SIGINT/SIGTERM.
import { DEMO_PASSWORD } from './config.ts';
import { startApp } from './start.ts';
import { USERS } from './seeds/seed-data.ts';

const { app, ctx, database, seeded, smsKind } = await startApp();

if (smsKind === 'disabled') {
  process.stdout.write(
    'SMS is disabled: no SMS_WEBHOOK_URL is set, so verification codes cannot be sent (MROAU0014).\n',
  );
} else if (smsKind === 'outbox') {
  process.stdout.write('SMS go to the development outbox (not sent, not logged): GET /dev/outbox shows them.\n');
}

// The demo accounts, on every start where they exist (never in production, where none are made).
const demo = seeded.users.length
  ? seeded.users
  : ctx.config.seedDemo
    ? USERS.filter((u) => u.login_id).map((u) => ({ loginId: u.login_id, note: u.note }))
    : [];
if (demo.length) {
  const lines = demo.map((u) => `  ${u.loginId.padEnd(12)} ${u.note}`);
  process.stdout.write(
    `\nDemo accounts (password ${DEMO_PASSWORD}, not created in production):\n${lines.join('\n')}\n\n`,
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: ctx.config.host, port: ctx.config.port });
const where = `http://${ctx.config.host}:${ctx.config.port}`;
process.stdout.write(
  ctx.config.portalDir ? `Portal and API on ${where} (API under /imk/api)\n` : `API on ${where}/imk/api\n`,
);
app.log.info(
  { engine: database.engine, dataDir: ctx.config.databaseUrl ? undefined : ctx.config.dataDir },
  'MRO API ready',
);
