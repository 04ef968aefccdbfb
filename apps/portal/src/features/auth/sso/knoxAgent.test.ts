import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SSO_KEY_REQUEST,
  agentErrorText,
  ssoRefusal,
  readAgentReply,
  requestSsoKey,
  type AgentSocket,
} from './knoxAgent';

/** A socket the test drives: it records what the page sends and whether it was closed. */
function fakeSocket() {
  const socket: AgentSocket & { sent: string[]; closed: boolean } = {
    onopen: null,
    onmessage: null,
    onerror: null,
    onclose: null,
    sent: [],
    closed: false,
    send(data) {
      this.sent.push(data);
    },
    close() {
      this.closed = true;
    },
  };
  return socket;
}

describe('the agent replies', () => {
  it('reads the three replies of the spec', () => {
    expect(readAgentReply('{"type":"EMPTY_BOX"}')).toEqual({ kind: 'empty' });
    expect(readAgentReply('{"type":"ERROR","errorCode":"E102","errorMsg":"Agent locked"}')).toEqual({
      kind: 'agent-error',
      text: '[E102] Agent locked',
    });
    expect(
      readAgentReply(JSON.stringify({ type: 'RETURN_SUCCESS', result: 'SUCCESS', key: 'sig', userInfo: 'p' })),
    ).toEqual({ kind: 'assertion', data1: 'sig', data2: 'p' });
  });

  it('takes a RETURN_SUCCESS whose result failed, or that lacks the key, as the agent error it carries', () => {
    expect(
      readAgentReply(JSON.stringify({ type: 'RETURN_SUCCESS', result: 'FAIL', errorCode: '401', errorMsg: 'Expired' })),
    ).toEqual({ kind: 'agent-error', text: '[401] Expired' });
    expect(readAgentReply(JSON.stringify({ type: 'RETURN_SUCCESS', result: 'SUCCESS', key: 'k' }))).toEqual({
      kind: 'agent-error',
      text: 'SUCCESS',
    });
  });

  it('ignores frames that are not replies', () => {
    expect(readAgentReply('not json')).toBeUndefined();
    expect(readAgentReply('{"type":"PING"}')).toBeUndefined();
    expect(readAgentReply(new ArrayBuffer(2))).toBeUndefined();
    expect(readAgentReply('null')).toBeUndefined();
  });

  it('writes an error as [code] message, or whichever part there is', () => {
    expect(agentErrorText('E1', 'Oops')).toBe('[E1] Oops');
    expect(agentErrorText(undefined, 'Oops')).toBe('Oops');
    expect(agentErrorText('E1', '  ')).toBe('[E1]');
    expect(agentErrorText(undefined, undefined)).toBe('');
  });
});

describe('asking the agent for the key', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the request once the socket opens and settles on the first reply, closing the socket', async () => {
    const socket = fakeSocket();
    const urls: string[] = [];
    const outcome = requestSsoKey(
      (url) => {
        urls.push(url);
        return socket;
      },
      'ws://127.0.0.1:28092/sso',
      10_000,
    );
    expect(socket.sent).toEqual([]);
    socket.onopen?.({});
    expect(socket.sent).toEqual([SSO_KEY_REQUEST]);
    socket.onmessage?.({ data: '{"type":"HELLO"}' });
    socket.onmessage?.({ data: JSON.stringify({ type: 'RETURN_SUCCESS', key: 'k1', userInfo: 'u1' }) });
    await expect(outcome).resolves.toEqual({ kind: 'assertion', data1: 'k1', data2: 'u1' });
    expect(urls).toEqual(['ws://127.0.0.1:28092/sso']);
    expect(socket.closed).toBe(true);
    expect(socket.onmessage).toBeNull();
  });

  it('takes a refused connection, a close before any reply or silence past the timeout as no agent', async () => {
    const refused = fakeSocket();
    const a = requestSsoKey(() => refused, 'ws://x', 10_000);
    refused.onerror?.({});
    await expect(a).resolves.toEqual({ kind: 'missing' });

    const closed = fakeSocket();
    const b = requestSsoKey(() => closed, 'ws://x', 10_000);
    closed.onopen?.({});
    closed.onclose?.({});
    await expect(b).resolves.toEqual({ kind: 'missing' });

    const silent = fakeSocket();
    const c = requestSsoKey(() => silent, 'ws://x', 10_000);
    silent.onopen?.({});
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void c.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(c).resolves.toEqual({ kind: 'missing' });
    expect(silent.closed).toBe(true);

    const d = requestSsoKey(
      () => {
        throw new SyntaxError('bad url');
      },
      'ws://x',
      10_000,
    );
    await expect(d).resolves.toEqual({ kind: 'missing' });
  });

  it('settles as cancelled when the wait is aborted (Esc), and a later reply changes nothing', async () => {
    const socket = fakeSocket();
    const controller = new AbortController();
    const outcome = requestSsoKey(() => socket, 'ws://x', 10_000, controller.signal);
    socket.onopen?.({});
    controller.abort();
    await expect(outcome).resolves.toEqual({ kind: 'canceled' });
    expect(socket.closed).toBe(true);
    expect(socket.onmessage).toBeNull();
    await expect(requestSsoKey(() => fakeSocket(), 'ws://x', 10_000, controller.signal)).resolves.toEqual({
      kind: 'canceled',
    });
  });
});

describe('which browsers may use the agent', () => {
  const chrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const edge = `${chrome} Edg/142.0.0.0`;
  const safari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
  const iosChrome =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1';
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';

  const mac =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const linux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const android =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

  it('refuses Safari and any browser without WebSocket', () => {
    expect(ssoRefusal(safari, true)).toBe('browser');
    expect(ssoRefusal(chrome, false)).toBe('browser');
  });

  it('refuses at once every browser outside Windows: the agent is a Windows program', () => {
    for (const ua of [mac, linux, android, iosChrome]) expect(ssoRefusal(ua, true)).toBe('windows-only');
  });

  it('accepts Chrome (headless too), Edge and Firefox on Windows', () => {
    const headless = chrome.replace('Chrome/', 'HeadlessChrome/');
    for (const ua of [chrome, headless, edge, firefox]) expect(ssoRefusal(ua, true)).toBeNull();
  });
});
