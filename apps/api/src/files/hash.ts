import { createHash } from 'node:crypto';

export const sha256Bytes = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');
