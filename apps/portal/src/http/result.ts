/**
 * From an HttpResult to data, for a query's `queryFn` or a mutation's `mutationFn`: the data, or a
 * thrown `CallFailure` carrying the typed failure. The client has already handed the failure to
 * the presenter (presenter.ts) unless the call was silent or the status excluded, so whoever
 * catches it (a query's error state, a mutation's `onError`) shows no message of its own:
 * `wasShown(error)` tells it so. The one helper for every call; no screen builds an Error from a
 * failure's message.
 */
import type { HttpResult } from './client';
import type { HttpFailure } from './failure';

export class CallFailure extends Error {
  readonly failure: HttpFailure;

  constructor(failure: HttpFailure) {
    super(failure.message);
    this.name = 'CallFailure';
    this.failure = failure;
  }
}

export function unwrap<T>(result: HttpResult<T>): T {
  if (result.ok) return result.data;
  throw new CallFailure(result.failure);
}

/** The call's failure when `error` is one (else null). */
export const failureOf = (error: unknown): HttpFailure | null => (error instanceof CallFailure ? error.failure : null);

/** Whether the presenter has shown this error's message already (a screen then shows no alert). */
export const wasShown = (error: unknown): boolean => failureOf(error)?.notify === true;

/** A call's outcome from a promise that throws CallFailure (a mutation's `mutateAsync`). */
export type Settled<T> = { ok: true; data: T } | { ok: false; failure: HttpFailure };

/** The data, or the failure the presenter was handed (other errors are thrown on). */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    const failure = failureOf(error);
    if (!failure) throw error;
    return { ok: false, failure };
  }
}
