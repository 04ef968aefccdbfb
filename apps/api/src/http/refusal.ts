// The one place a domain's refusal (shared/refusal.ts) gets its HTTP status and error type
// (decision 0092). route() (http/route.ts) passes every refusal of a handler through here; a
// handler that writes its own page (the card result page) does the same.
import { Refusal, type RefusalKind } from '../shared/refusal.ts';
import { ApiError } from './envelope.ts';

const HTTP: Record<RefusalKind, readonly [status: number, errorType: string]> = {
  invalid: [400, 'VALIDATION'],
  forbidden: [403, 'FORBIDDEN'],
  notFound: [404, 'NOT_FOUND'],
  conflict: [409, 'CONFLICT'],
};

/** A refusal as the HTTP error it is answered with; anything else unchanged. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof Refusal)) return error;
  const [status, errorType] = HTTP[error.kind];
  return new ApiError(status, errorType, error.code, error.params, error.fields);
}
