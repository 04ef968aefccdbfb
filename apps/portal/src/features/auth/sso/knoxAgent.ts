/**
 * The Knox desktop agent's protocol (spec 000: "local websocket to a desktop agent with a request
 * for the SSO key; replies EMPTY_BOX, ERROR (detail alerted), RETURN_SUCCESS (result, errorCode,
 * errorMsg, key, userInfo)"), framework-free. The socket is injected (a WebSocket constructor in
 * the page, a fake in tests); the wire format beyond the spec's names is decision 0018.
 *
 * Contract: one request per call, one JSON text frame `{"type":"REQUEST_SSO_KEY"}` once the socket
 * opens; the first reply settles the call and closes the socket. An agent that is not running
 * (refused, closed, or silent past the timeout) settles as `missing`; an aborted signal (Esc on
 * the loading indicator) as `canceled`. Cost: one loopback socket.
 */

/** What the agent answers (extra fields are ignored). */
export type AgentReply =
  | { type: 'EMPTY_BOX' }
  | { type: 'ERROR'; errorCode?: string; errorMsg?: string }
  | {
      type: 'RETURN_SUCCESS';
      result?: string;
      errorCode?: string;
      errorMsg?: string;
      key?: string;
      userInfo?: string;
    };

/** What the page does next. */
export type AgentOutcome =
  /** The key and user info for `POST /knox-login/next` (data1, data2). */
  | { kind: 'assertion'; data1: string; data2: string }
  /** Nobody is signed in to the agent. */
  | { kind: 'empty' }
  /** The agent's own error, alerted as `[code] message`. */
  | { kind: 'agent-error'; text: string }
  /** No agent answered. */
  | { kind: 'missing' }
  /** The user cancelled the wait (Esc): nothing to say. */
  | { kind: 'canceled' };

/** The part of the WebSocket API the protocol uses. */
export interface AgentSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export const SSO_KEY_REQUEST = JSON.stringify({ type: 'REQUEST_SSO_KEY' });

/** `[code] message`, or whichever of the two there is. */
export function agentErrorText(code: string | undefined, message: string | undefined): string {
  const c = code?.trim();
  const m = message?.trim();
  if (c && m) return `[${c}] ${m}`;
  return c ? `[${c}]` : (m ?? '');
}

/** The outcome of one reply frame; `undefined` for a frame that is not a reply (ignored). */
export function readAgentReply(raw: unknown): AgentOutcome | undefined {
  if (typeof raw !== 'string') return undefined;
  let reply: Partial<AgentReply> & Record<string, unknown>;
  try {
    reply = JSON.parse(raw) as typeof reply;
  } catch {
    return undefined;
  }
  if (!reply || typeof reply !== 'object') return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  switch (reply.type) {
    case 'EMPTY_BOX':
      return { kind: 'empty' };
    case 'ERROR':
      return { kind: 'agent-error', text: agentErrorText(str(reply.errorCode), str(reply.errorMsg)) };
    case 'RETURN_SUCCESS': {
      const key = str(reply.key);
      const userInfo = str(reply.userInfo);
      const result = str(reply.result)?.toUpperCase();
      if ((result === undefined || result === 'SUCCESS' || result === 'TRUE') && key && userInfo)
        return { kind: 'assertion', data1: key, data2: userInfo };
      return {
        kind: 'agent-error',
        text: agentErrorText(str(reply.errorCode), str(reply.errorMsg)) || (result ?? 'RETURN_SUCCESS'),
      };
    }
    default:
      return undefined;
  }
}

/** Asks the agent at `url` for the SSO key. Never rejects. */
export function requestSsoKey(
  open: (url: string) => AgentSocket,
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<AgentOutcome> {
  return new Promise((resolve) => {
    let socket: AgentSocket | undefined;
    let settled = false;
    // eslint-disable-next-line prefer-const -- assigned after `finish`, which clears it
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: AgentOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      if (socket) {
        socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
        try {
          socket.close();
        } catch {
          // already closed
        }
      }
      resolve(outcome);
    };
    const abort = () => finish({ kind: 'missing' });
    const cancel = () => finish({ kind: 'canceled' });
    timer = setTimeout(abort, timeoutMs);
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel);
    try {
      socket = open(url);
    } catch {
      return finish({ kind: 'missing' });
    }
    socket.onopen = () => socket?.send(SSO_KEY_REQUEST);
    socket.onmessage = (event) => {
      const outcome = readAgentReply(event.data);
      if (outcome) finish(outcome);
    };
    socket.onerror = abort;
    socket.onclose = abort;
  });
}

/**
 * Why this browser cannot use the agent, or null when it can (spec 000 §5 and §3: the agent is a
 * Windows desktop program, "SSO for Windows only"; refused on Safari and where WebSocket is
 * missing). 'windows-only': not a Windows PC (macOS, Linux, a phone), told at once instead of
 * after the agent's time-out; 'browser': Safari (WebKit's own browser: every other browser on
 * the engine names itself) or no WebSocket.
 */
export function ssoRefusal(userAgent: string, hasWebSocket: boolean): 'windows-only' | 'browser' | null {
  const safari =
    /\bSafari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|Edg|EdgiOS|OPR|FxiOS|Firefox)\//.test(userAgent);
  if (!hasWebSocket || safari) return 'browser';
  // Every Windows browser's user agent keeps "Windows NT" (the reduced user agent too).
  if (!/\bWindows NT\b/.test(userAgent)) return 'windows-only';
  return null;
}
