// Accounts (calls the spec leaves "not shown"; docs/api.md lists them): login-id duplicate check,
// buyer and supplier registration, find id / find password / unlock by SMS OTP, password change
// with "change next time", and the provider's approval of registrations. The calls live beside
// this file by who makes them (registration.ts, recovery.ts, password.ts, admin.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminRoutes } from './admin.ts';
import { passwordRoutes } from './password.ts';
import { recoveryRoutes } from './recovery.ts';
import { registrationRoutes } from './registration.ts';
import { accountShared } from '../../domains/accounts/shared.ts';

export function accountRoutes(ctx: AppContext) {
  const shared = accountShared(ctx);
  return async function routes(app: FastifyInstance) {
    registrationRoutes(app, ctx, shared);
    recoveryRoutes(app, ctx, shared);
    passwordRoutes(app, ctx, shared);
    adminRoutes(app, ctx);
  };
}
