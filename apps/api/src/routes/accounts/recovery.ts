// Find id, find password and unlock by an SMS code to the account's mobile (decision 0017): a
// decoy ticket when nothing matches, so the answers never reveal whether an account exists; the
// code's send and check; the new password of a found account.
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_SCHEMA, passwordChangeErrors } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { ApiError, badRequest, ok } from '../../http/envelope.ts';
import { check, text } from '../../http/request.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { clearFailures } from '../../auth/lockout.ts';
import { createTicket, sendCode, ticketPurpose, verifyCode } from '../../auth/otp.ts';
import { sha256 } from '../../auth/tokens.ts';
import { maskPhone } from '../../auth/sms.ts';
import { contextOf, field, type AccountShared } from '../../domains/accounts/shared.ts';
import { accountRepository } from '../../domains/accounts/repository.ts';
import { contract, rulesOf } from '@mro/contract';
import { route } from '../../http/route.ts';

const calls = contract.accounts;

export function recoveryRoutes(app: FastifyInstance, ctx: AppContext, shared: AccountShared) {
  const { db } = ctx;
  const { startFlow, setPassword } = shared;
  // Find id, find password and unlock: an SMS code to the account's mobile; a decoy when
  // nothing matches, so the answers never reveal whether an account exists.
  const repo = accountRepository(db);
  const matchUser = repo.matchUser;

  route(app, calls.findId, async ({ body }) => {
    const v = { custRolCd: text(body, 'custRolCd'), userNm: text(body, 'userNm'), mobileNo: text(body, 'mobileNo') };
    check(rulesOf(calls.findId.body), v);
    return ok(await startFlow('FIND_ID', await matchUser(v.custRolCd, v.userNm, v.mobileNo)));
  });

  route(app, calls.findPassword, async ({ body }) => {
    const v = {
      custRolCd: text(body, 'custRolCd'),
      loginId: text(body, 'loginId'),
      userNm: text(body, 'userNm'),
      mobileNo: text(body, 'mobileNo'),
    };
    check(rulesOf(calls.findPassword.body), v);
    return ok(await startFlow('FIND_PW', await matchUser(v.custRolCd, v.userNm, v.mobileNo, v.loginId)));
  });

  route(app, calls.unlock, async ({ body }) => {
    const loginId = text(body, 'loginId');
    check(rulesOf(calls.unlock.body), { loginId });
    return ok(await startFlow('UNLOCK', await repo.userIdOf(loginId)));
  });

  route(app, calls.otpSend, async ({ request, body }) => {
    const otpTicket = text(body, 'otpTicket');
    check(rulesOf(calls.otpSend.body), { otpTicket });
    const purpose = await ticketPurpose(db, otpTicket);
    if (purpose === 'LOGIN' || purpose === 'RESET_PW') throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
    const { expiresAt } = await sendCode(db, ctx.sms, otpTicket, purpose, ctx.now(), request.locale);
    return ok({ sent: true, expiresAt: expiresAt.toISOString(), messageCode: 'AMSCU0054' });
  });

  route(app, calls.otpVerify, async ({ body }) => {
    const v = { otpTicket: text(body, 'otpTicket'), otpNo: text(body, 'otpNo') };
    check(rulesOf(calls.otpVerify.body), v);
    const purpose = await ticketPurpose(db, v.otpTicket);
    if (purpose === 'LOGIN' || purpose === 'RESET_PW') throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
    const now = ctx.now();
    const userId = await verifyCode(db, v.otpTicket, purpose, v.otpNo, now);
    const user = await repo.user(userId);
    if (purpose === 'FIND_ID') return ok({ purpose, loginId: user.login_id });
    if (purpose === 'UNLOCK') {
      await clearFailures(db, user.login_id);
      return ok({ purpose, unlocked: true, loginId: user.login_id });
    }
    const resetTicket = await createTicket(db, userId, 'RESET_PW', now);
    return ok({ purpose, resetTicket, mobileNo: maskPhone(user.mobile_no) });
  });

  route(app, calls.resetPassword, async ({ body }) => {
    const resetTicket = text(body, 'resetTicket');
    check(rulesOf(calls.resetPassword.body, ['resetTicket']), { resetTicket });
    const now = ctx.now();
    const row = await repo.ticket(sha256(resetTicket));
    const fresh = row && now.getTime() - new Date(row.created_at).getTime() <= 10 * 60_000;
    if (!row || row.purpose !== 'RESET_PW' || row.used_at || !fresh || row.user_id === null) {
      throw new ApiError(400, 'OTP_EXPIRED', 'MROAU0005');
    }
    const user = await repo.user(row.user_id);
    const values = {
      newPwCn: typeof body.newPwCn === 'string' ? body.newPwCn : '',
      newPwCnConfirm: typeof body.newPwCnConfirm === 'string' ? body.newPwCnConfirm : '',
    };
    const errors = passwordChangeErrors(values, contextOf(user), PASSWORD_RESET_SCHEMA);
    if (!errors.newPwCn && (await verifyPassword(user.pw_hash, values.newPwCn))) {
      errors.newPwCn = field('MROPW0001');
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    await repo.useTicket(row.otp_id, now);
    await setPassword(user.user_id, values.newPwCn, now);
    await clearFailures(db, user.login_id);
    return ok({ loginId: user.login_id });
  });
}
