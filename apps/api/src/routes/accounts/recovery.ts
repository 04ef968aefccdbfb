// Find id, find password and unlock by an SMS code to the account's mobile (decision 0017): a
// decoy ticket when nothing matches, so the answers never reveal whether an account exists; the
// code's send and check; the new password of a found account.
import type { FastifyInstance } from 'fastify';
import { FIND_ID_SCHEMA, FIND_PASSWORD_SCHEMA, PASSWORD_RESET_SCHEMA, passwordChangeErrors } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { ApiError, badRequest, ok } from '../../http/envelope.ts';
import { bodyOf, check, text } from '../../http/request.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { clearFailures } from '../../auth/lockout.ts';
import { createTicket, sendCode, ticketPurpose, verifyCode } from '../../auth/otp.ts';
import { sha256 } from '../../auth/tokens.ts';
import { maskPhone } from '../../auth/sms.ts';
import { contextOf, digits, field, type AccountShared } from './shared.ts';

export function recoveryRoutes(app: FastifyInstance, ctx: AppContext, shared: AccountShared) {
  const { db } = ctx;
  const { PUBLIC, startFlow, setPassword } = shared;
  // Find id, find password and unlock: an SMS code to the account's mobile; a decoy when
  // nothing matches, so the answers never reveal whether an account exists.
  const ROLE = 'required|max:1';
  const matchUser = async (role: string, name: string, mobile: string, loginId?: string) => {
    let query = db
      .selectFrom('app_user')
      .select(['user_id'])
      .where('cust_rol_cd', '=', role as 'B' | 'V' | 'A')
      .where('user_nm', '=', name)
      .where('mobile_no', '=', digits(mobile))
      .where('status', '!=', 'SUSPENDED');
    if (loginId !== undefined) query = query.where('login_id', '=', loginId);
    return (await query.orderBy('user_id').executeTakeFirst())?.user_id ?? null;
  };

  app.post('/anonymous/users/find-id', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request.body);
    const v = { custRolCd: text(body, 'custRolCd'), userNm: text(body, 'userNm'), mobileNo: text(body, 'mobileNo') };
    check({ custRolCd: ROLE, ...FIND_ID_SCHEMA }, v);
    return startFlow('FIND_ID', await matchUser(v.custRolCd, v.userNm, v.mobileNo));
  });

  app.post('/anonymous/users/find-password', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request.body);
    const v = {
      custRolCd: text(body, 'custRolCd'),
      loginId: text(body, 'loginId'),
      userNm: text(body, 'userNm'),
      mobileNo: text(body, 'mobileNo'),
    };
    check({ custRolCd: ROLE, ...FIND_PASSWORD_SCHEMA }, v);
    return startFlow('FIND_PW', await matchUser(v.custRolCd, v.userNm, v.mobileNo, v.loginId));
  });

  app.post('/anonymous/users/unlock', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request.body);
    const loginId = text(body, 'loginId');
    check({ loginId: 'required|max:200' }, { loginId });
    const user = await db.selectFrom('app_user').select('user_id').where('login_id', '=', loginId).executeTakeFirst();
    return startFlow('UNLOCK', user?.user_id ?? null);
  });

  app.post('/anonymous/users/otp/send', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request.body);
    const otpTicket = text(body, 'otpTicket');
    check({ otpTicket: 'required|max:100' }, { otpTicket });
    const purpose = await ticketPurpose(db, otpTicket);
    if (purpose === 'LOGIN' || purpose === 'RESET_PW') throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
    const { expiresAt } = await sendCode(db, ctx.sms, otpTicket, purpose, ctx.now(), request.locale);
    return ok({ sent: true, expiresAt: expiresAt.toISOString(), messageCode: 'AMSCU0054' });
  });

  app.post('/anonymous/users/otp/verify', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request.body);
    const v = { otpTicket: text(body, 'otpTicket'), otpNo: text(body, 'otpNo') };
    check({ otpTicket: 'required|max:100', otpNo: 'required|digits:6' }, v);
    const purpose = await ticketPurpose(db, v.otpTicket);
    if (purpose === 'LOGIN' || purpose === 'RESET_PW') throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
    const now = ctx.now();
    const userId = await verifyCode(db, v.otpTicket, purpose, v.otpNo, now);
    const user = await db
      .selectFrom('app_user')
      .select(['login_id', 'mobile_no'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (purpose === 'FIND_ID') return ok({ purpose, loginId: user.login_id });
    if (purpose === 'UNLOCK') {
      await clearFailures(db, user.login_id);
      return ok({ purpose, unlocked: true, loginId: user.login_id });
    }
    const resetTicket = await createTicket(db, userId, 'RESET_PW', now);
    return ok({ purpose, resetTicket, mobileNo: maskPhone(user.mobile_no) });
  });

  app.post('/anonymous/users/password/reset', { config: PUBLIC }, async (request) => {
    const body = bodyOf(request.body);
    const resetTicket = text(body, 'resetTicket');
    check({ resetTicket: 'required|max:100' }, { resetTicket });
    const now = ctx.now();
    const row = await db
      .selectFrom('otp')
      .select(['otp_id', 'user_id', 'purpose', 'used_at', 'created_at'])
      .where('ticket_hash', '=', sha256(resetTicket))
      .executeTakeFirst();
    const fresh = row && now.getTime() - new Date(row.created_at).getTime() <= 10 * 60_000;
    if (!row || row.purpose !== 'RESET_PW' || row.used_at || !fresh || row.user_id === null) {
      throw new ApiError(400, 'OTP_EXPIRED', 'MROAU0005');
    }
    const user = await db
      .selectFrom('app_user')
      .selectAll()
      .where('user_id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const values = {
      newPwCn: typeof body.newPwCn === 'string' ? body.newPwCn : '',
      newPwCnConfirm: typeof body.newPwCnConfirm === 'string' ? body.newPwCnConfirm : '',
    };
    const errors = passwordChangeErrors(values, contextOf(user), PASSWORD_RESET_SCHEMA);
    if (!errors.newPwCn && (await verifyPassword(user.pw_hash, values.newPwCn))) {
      errors.newPwCn = field('MROPW0001');
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    await db.updateTable('otp').set({ used_at: now }).where('otp_id', '=', row.otp_id).execute();
    await setPassword(user.user_id, values.newPwCn, now);
    await clearFailures(db, user.login_id);
    return ok({ loginId: user.login_id });
  });
}
