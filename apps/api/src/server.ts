// `npm run start -w @mro/api`: zero configuration (PGlite in .data/, 127.0.0.1:4000). Prints the
// demo accounts on the first start, shuts down gracefully on SIGINT/SIGTERM.
import { DEMO_PASSWORD } from './config.ts';
import { startApp } from './start.ts';

const { app, ctx, database, seeded, smsKind } = await startApp();

if (smsKind === 'disabled') {
  process.stdout.write(
    'SMS is disabled: no SMS_WEBHOOK_URL is set, so verification codes cannot be sent (MROAU0014).\n',
  );
} else if (smsKind === 'outbox') {
  process.stdout.write('SMS go to the development outbox (not sent, not logged): GET /dev/outbox shows them.\n');
}

if (seeded.users.length) {
  // Printed for the person who started the server (the issue asks for it); never in production.
  const lines = seeded.users.map((u) => `  ${u.loginId.padEnd(12)} ${u.note}`);
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
app.log.info(
  { engine: database.engine, dataDir: ctx.config.databaseUrl ? undefined : ctx.config.dataDir },
  'MRO API ready',
);
