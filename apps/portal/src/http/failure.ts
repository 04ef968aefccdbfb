/**
 * How an answer or a failed fetch becomes one of the spec's error cases (000 §8), each with the
 * message the user is told. Pure: the client (client.ts) classifies, the presenter (react.tsx)
 * shows the message and ends the session where the case says so.
 *
 * | kind             | when                                                        | message                   |
 * | ---------------- | ----------------------------------------------------------- | ------------------------- |
 * | `network`        | 503, or the fetch itself failed                             | network.temporary         |
 * | `timeout`        | no answer within the call's timeout (150 s, bulk 30 min)    | network.timeout           |
 * | `canceled`       | TOKEN_INVALID / SYSTEM_INVALID before sending, ABORT (Esc)  | none for ABORT            |
 * | `sessionExpired` | 401 while signed in (not /logout)                           | session.expired           |
 * | `sessionChanged` | 401 SYSTEM_INVALID                                          | session.changed           |
 * | `noSystemHeader` | an answer without `x-system` that is not our envelope       | network.invalidResponse   |
 * | `field`          | field errors                                                | the first reason          |
 * | `server`         | any other error in the envelope                             | error.errorMessage        |
 * | `unknown`        | a failure status without the envelope                       | network.unknown           |
 */
import type { Envelope, ErrorBody, FieldError } from './envelope';

export type CancelType = 'TOKEN_INVALID' | 'SYSTEM_INVALID' | 'ABORT';

export type FailureKind =
  | 'network'
  | 'timeout'
  | 'canceled'
  | 'sessionExpired'
  | 'sessionChanged'
  | 'noSystemHeader'
  | 'field'
  | 'server'
  | 'unknown';

export interface HttpFailure {
  kind: FailureKind;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** A message code or key of @mro/rules, or the server's localized text. */
  message: string;
  /** False where the spec shows nothing: a cancel by the user, a status the call excludes. */
  notify: boolean;
  cancelType?: CancelType;
  error?: ErrorBody;
  fields?: FieldError[];
  /** The raw answer, for the noSystemHeader notice. */
  raw?: string;
  /** The refusal's `data` (login: the id and the attempts left before the lock). */
  data?: unknown;
}

export const CANCEL_MESSAGES: Record<CancelType, string> = {
  TOKEN_INVALID: 'session.expired',
  SYSTEM_INVALID: 'session.changed',
  ABORT: 'ACMCM0053',
};

/** A call refused before it was sent, or aborted by the user: ABORT shows nothing. */
export function canceled(cancelType: CancelType): HttpFailure {
  return {
    kind: 'canceled',
    status: null,
    cancelType,
    message: CANCEL_MESSAGES[cancelType],
    notify: cancelType !== 'ABORT',
  };
}

export const networkFailure = (status: number | null = null): HttpFailure => ({
  kind: 'network',
  status,
  message: 'network.temporary',
  notify: true,
});

export const timeoutFailure = (): HttpFailure => ({
  kind: 'timeout',
  status: null,
  message: 'network.timeout',
  notify: true,
});

export interface AnswerFacts {
  status: number;
  /** The answer's `x-system` header (our server echoes it on every API answer). */
  systemHeader: string | null;
  envelope: Envelope | null;
  raw: string;
  /** The caller was signed in when it sent the call. */
  signedIn: boolean;
  /** The call's path (401 on /logout does not end the session: it is ending). */
  path: string;
  /** Statuses whose errors the caller shows itself (login 403, SSO 451). */
  excludeStatus: readonly number[];
}

/** The failure an answer means, or null for a success. */
export function classifyAnswer(a: AnswerFacts): HttpFailure | null {
  const { status, envelope } = a;
  if (status === 503) return networkFailure(503);
  if (!a.systemHeader && !envelope?.error) {
    return { kind: 'noSystemHeader', status, message: 'network.invalidResponse', notify: true, raw: a.raw };
  }
  if (status >= 200 && status < 300 && envelope?.isSuccess) return null;
  const error = envelope?.error ?? undefined;
  if (status === 401 && error?.errorType === 'SYSTEM_INVALID') {
    return { kind: 'sessionChanged', status, message: 'session.changed', notify: true, error };
  }
  if (status === 401 && a.signedIn && !/\/logout$/.test(a.path)) {
    return { kind: 'sessionExpired', status, message: 'session.expired', notify: true, error };
  }
  if (!envelope) return { kind: 'unknown', status, message: 'network.unknown', notify: true, raw: a.raw };
  const notify = !a.excludeStatus.includes(status);
  const fields = error?.fieldErros ?? [];
  if (fields.length > 0) {
    return { kind: 'field', status, message: fields[0]!.reason, notify, error, fields };
  }
  return {
    kind: 'server',
    status,
    message: error?.errorMessage || 'network.unknown',
    notify,
    ...(error ? { error } : {}),
    ...(envelope.data != null ? { data: envelope.data } : {}),
  };
}
