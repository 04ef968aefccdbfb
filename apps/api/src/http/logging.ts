// What the server logs of a request: the method, the path and the query with the value of every
// secret-bearing parameter replaced (tokens, codes, SSO assertions, file keys), never cookies or
// authorization headers. Tokens are also sent in query strings by the spec's calls
// (`/token/refresh?refreshToken=…`, `/token/access-valid?accessToken=…`, download links), so the
// URL is the one place they would leak.
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (matched case-insensitively, in part). */
const SECRET_PARAM = /token|secret|pass|pw|otp|code|^k$|^data\d*$|key|signature|ticket/i;

export const REDACTED = '[redacted]';

/** The URL as logged: secret query values replaced; an unparsable URL is cut at its query. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, eq).replace(/\+/g, ' '));
      } catch {
        return `${pair.slice(0, eq)}=${REDACTED}`;
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${path}?${parts.join('&')}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string };
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger options with the request serializer above and header redaction. */
export function loggerOptions(level: string, extra: object = {}): FastifyServerOptions['logger'] {
  return {
    level,
    ...extra,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
