import { createHash, webcrypto } from 'node:crypto';

export const sha256Bytes = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** SHA-256 on libuv's thread pool (Web Crypto), leaving the event loop to other requests. */
export async function sha256Pooled(bytes: Uint8Array): Promise<string> {
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
}
