// The provider's side of registration (decision 0019): the waiting buyers and supplier
// applications, a buyer's approval, and a supplier's (its company, its first user with an issued
// login id and a temporary password sent by mail, changed at the first login).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { digits, temporaryPassword } from './shared.ts';
import { contract } from '@mro/contract';
import { isoOf } from '../../shared/dates.ts';
import { route } from '../../http/route.ts';

const calls = contract.accounts;

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // The provider's side of registration: waiting buyers and supplier applications, approval.
  route(app, calls.registrations, async () => {
    const buyers = await db
      .selectFrom('app_user')
      .innerJoin('company', 'company.cp_cd', 'app_user.cp_cd')
      .select(['app_user.login_id', 'app_user.user_nm', 'company.cp_nm', 'app_user.created_at'])
      .where('app_user.status', '=', 'PENDING')
      .orderBy('app_user.created_at')
      .execute();
    const suppliers = await db
      .selectFrom('supplier_application')
      .select(['appl_no', 'cp_nm', 'biz_reg_no', 'created_at'])
      .where('status', '=', 'RECEIVED')
      .orderBy('created_at')
      .execute();
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
    const updated = await db
      .updateTable('app_user')
      .set({ status: 'ACTIVE' })
      .where('login_id', '=', params.loginId)
      .where('status', '=', 'PENDING')
      .returning(['email', 'login_id'])
      .executeTakeFirst();
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
    const result = await db.transaction().execute(async (tx) => {
      const appl = await tx
        .selectFrom('supplier_application')
        .selectAll()
        .where('appl_no', '=', params.applNo)
        .where('status', '=', 'RECEIVED')
        .forUpdate()
        .executeTakeFirst();
      if (!appl) throw notFound();
      const form = JSON.parse(appl.payload) as Record<string, unknown>;
      const count = await tx
        .selectFrom('company')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('cust_rol_cd', '=', 'V')
        .executeTakeFirstOrThrow();
      let cpCd = '';
      for (let n = Number(count.n) + 1; ; n += 1) {
        cpCd = `SP${String(n).padStart(3, '0')}`;
        const taken = await tx.selectFrom('company').select('cp_cd').where('cp_cd', '=', cpCd).executeTakeFirst();
        if (!taken) break;
      }
      await tx
        .insertInto('company')
        .values({
          cp_cd: cpCd,
          cp_nm: appl.cp_nm,
          cp_eng_nm: String(form.cpEngNm ?? appl.cp_nm),
          cust_rol_cd: 'V',
          imk_lock_yn: 'N',
          rlcp_yn: 'N',
          if_user_yn: 'N',
          biz_reg_no: appl.biz_reg_no,
          rpre_ps_nm: String(form.rprePsNm ?? ''),
          corp_no: form.corpNo ? digits(String(form.corpNo)) : null,
        })
        .execute();
      let loginId = `sp${appl.biz_reg_no.slice(-6)}`;
      for (
        let n = 2;
        await tx.selectFrom('app_user').select('user_id').where('login_id', '=', loginId).executeTakeFirst();
        n += 1
      ) {
        loginId = `sp${appl.biz_reg_no.slice(-6)}-${n}`;
      }
      const password = temporaryPassword();
      const contact = (form.contacts as Record<string, Record<string, string>> | undefined)?.sales ?? {};
      await tx
        .insertInto('app_user')
        .values({
          login_id: loginId,
          user_nm: String(form.applicantNm ?? contact.name ?? appl.cp_nm),
          cp_cd: cpCd,
          dp_cd: null,
          cust_rol_cd: 'V',
          email: appl.email,
          mobile_no: digits(String(contact.phone ?? '')),
          office_tel_no: form.telNo ? String(form.telNo) : null,
          user_lang_cd: 'KO',
          status: 'ACTIVE',
          otp_yn: 'N',
          pw_hash: await hashPassword(password),
          pw_changed_at: now,
          pw_change_next_yn: 'Y',
          terms_agreed_at: appl.created_at,
        })
        .execute();
      await tx
        .updateTable('supplier_application')
        .set({ status: 'APPROVED', cp_cd: cpCd, decided_at: now })
        .where('appl_no', '=', appl.appl_no)
        .execute();
      await tx.updateTable('attach_file').set({ cp_cd: cpCd }).where('cp_cd', '=', `APPL:${appl.appl_no}`).execute();
      return { cpCd, loginId, password, email: appl.email };
    });
    await ctx.mail.send(
      result.email,
      request.locale === 'en' ? '[MRO] Your supplier registration is approved' : '[MRO] 공급사 가입이 승인되었습니다',
      `ID: ${result.loginId}\nTemporary password: ${result.password}\n(Change it at your first login.)`,
    );
    return ok({ applNo: params.applNo, cpCd: result.cpCd, loginId: result.loginId, status: 'APPROVED' });
  });
}
