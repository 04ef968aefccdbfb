// The spec's response envelope: { isSuccess, data, error: { errorMessage, fieldErros: [{ reason }] } }.
// `fieldErros` keeps the spec's spelling. The types are @mro/contract's (the portal reads the same).
import { formatMessage, type MessageParams, type ValidationError } from '@mro/rules';
import type { Envelope, Locale } from '@mro/contract';

export type { Envelope, ErrorBody, FieldError } from '@mro/contract';

export const ok = <T>(data: T): Envelope<T> => ({ isSuccess: true, data, error: null });

/**
 * A refusal with an HTTP status, an error type the client can branch on (TOKEN_INVALID,
 * SYSTEM_INVALID, LOGIN_FAILED, LOCKED, VALIDATION, FORBIDDEN...) and a message code localized
 * when the response is written.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    readonly code: string,
    readonly params: MessageParams = {},
    readonly fields: Record<string, ValidationError> = {},
    /** Extra data the client needs (the failed login id, the retry time...). */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(`${errorType} ${code}`);
  }
}

export function errorBody(error: ApiError, locale: Locale, requestId: string): Envelope<Record<string, unknown>> {
  const fieldErros = Object.entries(error.fields).map(([field, e]) => ({
    field,
    code: e.code,
    reason: formatMessage(e.code, locale, e.params),
    ...(e.params && Object.keys(e.params).length ? { params: e.params } : {}),
  }));
  return {
    isSuccess: false,
    data: error.data,
    error: {
      errorType: error.errorType,
      errorCode: error.code,
      errorMessage: formatMessage(error.code, locale, error.params),
      fieldErros,
      requestId,
    },
  };
}

export const badRequest = (fields: Record<string, ValidationError>) =>
  new ApiError(
    400,
    'VALIDATION',
    Object.values(fields)[0]?.code ?? 'MROCM0011',
    Object.values(fields)[0]?.params,
    fields,
  );
export const notFound = () => new ApiError(404, 'NOT_FOUND', 'MROCM0010');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'ABYTD0001');
export const tokenInvalid = () => new ApiError(401, 'TOKEN_INVALID', 'session.expired');
export const systemInvalid = () => new ApiError(401, 'SYSTEM_INVALID', 'session.changed');
