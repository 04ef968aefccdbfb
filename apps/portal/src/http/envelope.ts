/**
 * The server's envelope `{ isSuccess, data, error: { errorMessage, fieldErros: [{ reason }] } }`
 * (spec 000 §3; `fieldErros` keeps the spec's spelling) and how an answer is read: JSON in the
 * envelope as it is, any other successful body wrapped as success data. Pure.
 */
import type {
  Envelope as ContractEnvelope,
  ErrorBody as ContractErrorBody,
  FieldError as ContractFieldError,
} from '@mro/contract';

/**
 * What the client reads: the contract's shapes (one declaration, @mro/contract), every field
 * optional but a field error's reason, since an answer may come from a proxy, a gateway or an
 * older server that leaves some out.
 */
export type FieldError = Partial<ContractFieldError> & Pick<ContractFieldError, 'reason'>;
export type ErrorBody = Partial<Omit<ContractErrorBody, 'fieldErros'>> & { fieldErros?: FieldError[] };
export type Envelope<T = unknown> = Omit<ContractEnvelope<T>, 'error'> & { error: ErrorBody | null };

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
