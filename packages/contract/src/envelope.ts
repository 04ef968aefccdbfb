// The spec's response envelope: { isSuccess, data, error: { errorMessage, fieldErros: [{ reason }] } }.
// `fieldErros` keeps the spec's spelling. Every error also carries a machine-readable errorType,
// the message code when there is one, and the request id that is in the server log.
import type { MessageParams } from '@mro/rules';

export interface FieldError {
  field: string;
  /** The localized message, what the client alerts. */
  reason: string;
  code: string;
  /** The message's parameters, so a client can show the reason where the field is (a grid cell). */
  params?: MessageParams;
}

export interface ErrorBody {
  errorType: string;
  errorCode: string | null;
  errorMessage: string;
  fieldErros: FieldError[];
  requestId?: string;
}

export interface Envelope<T> {
  isSuccess: boolean;
  data: T | null;
  error: ErrorBody | null;
}

/** A server-paged list (`pages`: the rows of the page). */
export interface Page<Row> {
  pages: Row[];
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

/** A list the server answers whole, in the paged list's shape. */
export interface Listing<Row> {
  pages: Row[];
  totalCount: number;
}
