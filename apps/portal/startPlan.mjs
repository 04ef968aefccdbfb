// What `npm start` (start.mjs) starts, in which order, and what it prints; apart from the
// processes so a test can hold it to README (issue 57 item 7).

/** The demo accounts README names, each with what it is for. */
export const DEMO_ACCOUNTS = [
  ['buyer01, buyer02', 'buyers'],
  ['approver01, approver02', "approvers of buyer01's company (the approval box)"],
  ['supplier01, supplier02', 'suppliers'],
  ['admin01', 'every system'],
];

export const banner = () =>
  [
    '',
    'MRO is up:',
    '  portal     http://127.0.0.1:5173/login   (sign in with a demo account, password Mro!2026demo)',
    '  API        http://127.0.0.1:4000/imk/api',
    '  Storybook  http://localhost:6006',
    `Demo accounts: ${DEMO_ACCOUNTS.map(([ids, role]) => `${ids} (${role})`).join(', ')}.`,
    '',
  ].join('\n');

/**
 * Starts the API first and the portal only once the API answers its health check: before, the
 * login page was served 12 s to 51 s with no API behind it, and a sign-in there failed.
 * `run(name)` starts a process, `ready(urls)` waits until they answer.
 */
export async function startAll({ run, ready }) {
  run('api');
  await ready(['http://127.0.0.1:4000/health']);
  run('portal');
  run('storybook');
  await ready(['http://127.0.0.1:5173/login', 'http://localhost:6006/']);
}
