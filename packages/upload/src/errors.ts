/** A refused or failed transfer: the server's message code when it gave one (envelope), else APUQM0029. */
export class UploadError extends Error {
  constructor(
    /** A message code of the catalogue (PICMCM0011, MROFL0001, APUQM0029...). */
    readonly code: string,
    readonly status: number,
    /** Field errors of the envelope (`files.0` → code), when the server named fields. */
    readonly fieldErrors: { field: string; code: string; reason: string }[] = [],
    readonly data: unknown = null,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'UploadError';
  }
}

export const isAbort = (error: unknown): boolean => (error as { name?: string } | null)?.name === 'AbortError';

export function abortError(): Error {
  const error = new Error('The upload was cancelled.');
  error.name = 'AbortError';
  return error;
}
