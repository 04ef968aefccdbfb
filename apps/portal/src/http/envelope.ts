/**
 * The server's envelope `{ isSuccess, data, error: { errorMessage, fieldErros: [{ reason }] } }`
 * (spec 000 §3; `fieldErros` keeps the spec's spelling) and how an answer is read: JSON in the
 * envelope as it is, any other successful body wrapped as success data. Pure.
 */
export interface FieldError {
  field?: string;
  code?: string;
  /** The localized reason the client alerts. */
  reason: string;
  /** The message's parameters (a reason shown on its field, a grid cell). */
  params?: Record<string, string | number>;
}

export interface ErrorBody {
  errorType?: string;
  errorCode?: string | null;
  errorMessage?: string;
  fieldErros?: FieldError[];
  requestId?: string;
}

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  data: T | null;
  error: ErrorBody | null;
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'isSuccess' in value &&
    typeof (value as { isSuccess: unknown }).isSuccess === 'boolean'
  );
}

/**
 * An answer's body as an envelope: parsed JSON in the envelope, or (a success that is not one, such
 * as plain text or a JSON value without the envelope) wrapped as `{ isSuccess: true, data }`.
 * Returns null for a failure status whose body is not an envelope (the caller classifies it).
 */
export function readEnvelope(status: number, contentType: string | null, text: string): Envelope | null {
  const ok = status >= 200 && status < 300;
  let parsed: unknown = text;
  if (contentType?.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (isEnvelope(parsed)) return parsed;
  return ok ? { isSuccess: true, data: parsed, error: null } : null;
}
