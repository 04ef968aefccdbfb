// The provider's side of registration (decision 0019): the waiting buyers and supplier
// applications, a buyer's approval, and a supplier's (its company, its first user with an issued
// login id and a temporary password sent by mail, changed at the first login).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { REGISTRATION_WORKING_HOURS, seoulDay, workingDeadline, workingMinutesLeft } from '@mro/rules';
import { hashPassword } from '../../auth/passwords.ts';
import { temporaryPassword } from '../../domains/accounts/shared.ts';
import { accountRepository } from '../../domains/accounts/repository.ts';
import { contract } from '@mro/contract';
import { isoOf } from '../../shared/dates.ts';
import { route } from '../../http/route.ts';
import { userOf } from '../../auth/guard.ts';

const calls = contract.accounts;

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const repo = accountRepository(ctx.db);
  // The provider's side of registration: waiting buyers and supplier applications, approval.
  // Each with its deadline and the working time left at the server's clock (decision 0064: 24
  // working hours, the weekends and the holiday calendar skipped).
  route(app, calls.registrations, async () => {
    const now = ctx.now();
    const { buyers, suppliers } = await repo.registrations();
    const starts = [...buyers, ...suppliers].map((r) => Date.parse(isoOf(r.created_at)));
    const first = new Date(Math.min(now.getTime(), ...starts));
    // The calendar from the oldest registration to well past any deadline (24 hours never span
    // more than the longest holiday run).
    const holidays = await repo.holidayDays(seoulDay(first), seoulDay(new Date(now.getTime() + 60 * 86_400_000)));
    const clock = (created: unknown) => {
      const at = new Date(isoOf(created));
      return {
        regDt: at.toISOString(),
        dueDt: workingDeadline(at, REGISTRATION_WORKING_HOURS, holidays).toISOString(),
        leftMinutes: workingMinutesLeft(at, now, REGISTRATION_WORKING_HOURS, holidays),
      };
    };
    return ok({
      buyers: buyers.map((b) => ({
        loginId: b.login_id,
        userNm: b.user_nm,
        cpNm: b.cp_nm,
        ...clock(b.created_at),
      })),
      suppliers: suppliers.map((s) => ({
        applNo: s.appl_no,
        cpNm: s.cp_nm,
        bizRegNo: s.biz_reg_no,
        ...clock(s.created_at),
      })),
    });
  });

  // 409 MROAU0015 when another administrator decided it first.
  route(app, calls.approveBuyer, async ({ request, params }) => {
    const updated = await repo.approveBuyer(params.loginId, userOf(request), ctx.now());
    const subject =
      request.locale === 'en' ? '[MRO] Your registration is approved' : '[MRO] 회원 가입이 승인되었습니다';
    await ctx.mail.send(updated.email, subject, `ID: ${updated.login_id}`);
    return ok({ loginId: updated.login_id, status: 'ACTIVE' });
  });

  // Approving a supplier: the company, its first user with an issued login id and a temporary
  // password sent by mail (changed at the first login; the server refuses other calls until then).
  route(app, calls.approveSupplier, async ({ request, params }) => {
    const now = ctx.now();
    const password = temporaryPassword();
    const result = await repo.approveSupplier(params.applNo, now, () => hashPassword(password), userOf(request));
    await ctx.mail.send(
      result.email,
      request.locale === 'en' ? '[MRO] Your supplier registration is approved' : '[MRO] 공급사 가입이 승인되었습니다',
      `ID: ${result.loginId}\nTemporary password: ${password}\n(Change it at your first login.)`,
    );
    return ok({ applNo: params.applNo, cpCd: result.cpCd, loginId: result.loginId, status: 'APPROVED' });
  });
}
