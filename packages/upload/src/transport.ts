// The upload client's defaults and small rules: the transport (fetch with credentials), the sleep
// that an abort ends, SHA-256 over Web Crypto, the retry delay and which statuses are retried, the
// server's envelope, and a Content-Disposition's file name.
import { abortError } from './errors.ts';
import type { Transport, TransportResponse } from './types.ts';

export const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });

export async function defaultSha256(data: ArrayBuffer): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const defaultTransport: Transport = (url, init) =>
  globalThis.fetch(url, { ...init, credentials: 'include' }) as Promise<TransportResponse>;

/** Retry delay before attempt `attempt + 1`: exponential, capped, with "equal jitter" (half fixed, half random). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Statuses worth another try: the network, timeouts, rate limits and server errors. */
export const isRetryable = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

export interface Envelope<T> {
  isSuccess?: boolean;
  data?: T;
  error?: {
    errorCode?: string | null;
    errorMessage?: string;
    fieldErros?: { field: string; code: string; reason: string }[];
  };
}

/** The UTF-8 name of a Content-Disposition (`filename*`), else its plain `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}
