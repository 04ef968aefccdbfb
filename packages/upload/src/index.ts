export * from './client.ts';
export * from './errors.ts';
export type * from './types.ts';
export { backoffDelay, fileNameOf, isRetryable } from './transport.ts';
