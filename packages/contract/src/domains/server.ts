// The server's own calls outside the spec: health, the OpenAPI document, the development outbox.
import { call, domain, PUBLIC, type } from '../call.ts';
import { oneOf } from '../fields.ts';

export const server = domain('server', {
  health: call({
    method: 'GET',
    path: '/health',
    root: true,
    access: PUBLIC,
    noSystemHeader: true,
    summary: 'Liveness (not an envelope: `{ status: "ok" }`)',
    response: type<{ status: 'ok' }>(),
  }),
  devOutbox: call({
    method: 'GET',
    path: '/dev/outbox',
    root: true,
    access: PUBLIC,
    noSystemHeader: true,
    summary: 'Development only, loopback callers: the last SMS (or mails with `kind=mail`) sent',
    query: { kind: oneOf(['mail']) },
    response: type<{ to?: string; phone?: string; subject?: string; body: string; createdAt: string }[]>(),
  }),
  openApi: call({
    method: 'GET',
    path: '/openapi.json',
    access: PUBLIC,
    noSystemHeader: true,
    summary: 'This document: OpenAPI 3.1, generated from the contract (not an envelope)',
    response: type<Record<string, unknown>>(),
  }),
});
