// A stand-in for the Knox desktop agent (decision 0018): a WebSocket server on the agent's loopback
// address that answers each REQUEST_SSO_KEY with what the test chose, and an identity provider's
// signed assertion for an employee id (the development SSO secret of apps/api).
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { SSO_AGENT_URL } from '@mro/rules';
import { signSsoAssertion } from '../../apps/api/src/auth/sso.ts';
import { DEV_SSO_SECRET } from '../../apps/api/src/config.ts';

export type AgentAnswer = Record<string, unknown> | ((request: string) => Record<string, unknown>);

export interface FakeAgent {
  /** Every frame the page sent. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeAgent(answer: AgentAnswer): Promise<FakeAgent> {
  const url = new URL(SSO_AGENT_URL);
  const server = new WebSocketServer({ host: url.hostname, port: Number(url.port), path: url.pathname });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const requests: string[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (frame) => {
      const request = frame.toString();
      requests.push(request);
      socket.send(JSON.stringify(typeof answer === 'function' ? answer(request) : answer));
    });
  });
  return {
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** A fresh assertion for `employeeId`, as the agent hands it over: key (signature) and user info (claims). */
export function knoxAssertion(employeeId: string, secret = DEV_SSO_SECRET) {
  const { payload, signature } = signSsoAssertion(secret, {
    iss: 'knox',
    sub: employeeId,
    iat: Math.floor(Date.now() / 1000),
    nonce: randomUUID(),
  });
  return { key: signature, userInfo: payload, data: `${payload}.${signature}` };
}
