// The signed-in user's password (decision 0017): the change popup (old, new, confirm; the caller's
// session continues with a new token pair, every other one ends) and "change next time".
import type { FastifyInstance } from 'fastify';
import { PASSWORD_CHANGE_CODES, passwordChangeErrors } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { ApiError, badRequest, ok } from '../../http/envelope.ts';
import { userOf } from '../../auth/guard.ts';
import { verifyPassword, PASSWORD_REMIND_LATER_MS } from '../../auth/passwords.ts';
import { issueTokens } from '../../auth/tokens.ts';
import { deliverTokens } from '../../auth/cookies.ts';
import { contextOf, field, type AccountShared } from '../../domains/accounts/shared.ts';
import { accountRepository } from '../../domains/accounts/repository.ts';
import { contract } from '@mro/contract';
import { route } from '../../http/route.ts';

const calls = contract.accounts;

export function passwordRoutes(app: FastifyInstance, ctx: AppContext, shared: AccountShared) {
  const { db } = ctx;
  const repo = accountRepository(db);
  const { RATE, setPassword } = shared;
  // The password-change popup (old, new, confirm). The caller's session continues with a new
  // token pair; every other session of the user ends.
  route(
    app,
    calls.changePassword,
    async ({ request, reply, body }) => {
      const session = userOf(request);
      const values = Object.fromEntries(
        ['oldPwCn', 'newPwCn', 'newPwCnConfirm'].map((k) => [k, typeof body[k] === 'string' ? body[k] : '']),
      );
      const user = await repo.user(session.userId);
      const errors = passwordChangeErrors(values, contextOf(user));
      if (!errors.oldPwCn && !(await verifyPassword(user.pw_hash, String(values.oldPwCn)))) {
        errors.oldPwCn = field(PASSWORD_CHANGE_CODES.wrongCurrent);
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      const now = ctx.now();
      await setPassword(user.user_id, String(values.newPwCn), now);
      const pair = await issueTokens(db, user.user_id, session.system, now);
      return ok({ changed: true, ...deliverTokens(ctx, request, reply, pair) });
    },
    { rateLimit: RATE },
  );

  // "Change next time": no reminder for 30 days. Not for a temporary password.
  route(app, calls.passwordLater, async ({ request }) => {
    const session = userOf(request);
    if (session.mustChangePassword) throw new ApiError(403, 'PASSWORD_CHANGE', 'MROAU0012');
    const until = new Date(ctx.now().getTime() + PASSWORD_REMIND_LATER_MS);
    await repo.remindPasswordAfter(session.userId, until);
    return ok({ remindAfter: until.toISOString() });
  });
}
