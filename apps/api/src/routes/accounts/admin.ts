// The provider's side of registration (decision 0019): the waiting buyers and supplier
// applications, a buyer's approval, and a supplier's (its company, its first user with an issued
// login id and a temporary password sent by mail, changed at the first login).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { temporaryPassword } from '../../domains/accounts/shared.ts';
import { accountRepository } from '../../domains/accounts/repository.ts';
import { contract } from '@mro/contract';
import { isoOf } from '../../shared/dates.ts';
import { route } from '../../http/route.ts';

const calls = contract.accounts;

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const repo = accountRepository(ctx.db);
  // The provider's side of registration: waiting buyers and supplier applications, approval.
  route(app, calls.registrations, async () => {
    const { buyers, suppliers } = await repo.registrations();
    return ok({
      buyers: buyers.map((b) => ({
        loginId: b.login_id,
        userNm: b.user_nm,
        cpNm: b.cp_nm,
        regDt: isoOf(b.created_at),
      })),
      suppliers: suppliers.map((s) => ({
        applNo: s.appl_no,
        cpNm: s.cp_nm,
        bizRegNo: s.biz_reg_no,
        regDt: isoOf(s.created_at),
      })),
    });
  });

  route(app, calls.approveBuyer, async ({ request, params }) => {
    const updated = await repo.approveBuyer(params.loginId);
    if (!updated) throw notFound();
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
    const result = await repo.approveSupplier(params.applNo, now, () => hashPassword(password));
    await ctx.mail.send(
      result.email,
      request.locale === 'en' ? '[MRO] Your supplier registration is approved' : '[MRO] 공급사 가입이 승인되었습니다',
      `ID: ${result.loginId}\nTemporary password: ${password}\n(Change it at your first login.)`,
    );
    return ok({ applNo: params.applNo, cpCd: result.cpCd, loginId: result.loginId, status: 'APPROVED' });
  });
}
