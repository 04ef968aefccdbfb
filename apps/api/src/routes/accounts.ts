// Accounts (calls the spec leaves "not shown"; docs/api.md lists them): login-id duplicate check,
// buyer and supplier registration, find id / find password / unlock by SMS OTP, password change
// with "change next time", and the provider's approval of registrations.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOGIN_ID_RULES,
  PASSWORD_RESET_SCHEMA,
  buyerRegistrationErrors,
  passwordChangeErrors,
  passwordViolations,
  supplierRegistrationErrors,
  type ValidationError,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { bodyOf, check, text, yn } from '../http/request.ts';
import { userOf } from '../auth/guard.ts';
import { hashPassword, verifyPassword, PASSWORD_REMIND_LATER_MS } from '../auth/passwords.ts';
import { clearFailures } from '../auth/lockout.ts';
import { createTicket, sendCode, ticketPurpose, verifyCode } from '../auth/otp.ts';
import { issueTokens, revokeUser, sha256 } from '../auth/tokens.ts';
import { maskPhone } from '../auth/sms.ts';
import { deliverTokens } from './auth.ts';
import { escapeLike } from './codes.ts';
import { ownerKeyOf } from '../files/access.ts';

const digits = (value: string) => value.replace(/\D/g, '');
const field = (code: string, params = {}): ValidationError => ({ rule: 'is', code, params });

/** Today in Korea as YYYYMMDD (the business calendar of the spec). */
export function koreanToday(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** A temporary password that passes every password rule (sent once by mail, changed at first login). */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];
  for (;;) {
    const chars = sets.flatMap((set) => [0, 1, 2].map(() => set[randomInt(set.length)]!));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordViolations(password).length === 0) return password;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export function accountRoutes(ctx: AppContext) {
  const { db } = ctx;
  const RATE = { max: ctx.config.authRatePerMinute, timeWindow: 60_000 };
  const PUBLIC = { access: 'public' as const, rateLimit: RATE };

  async function loginIdTaken(loginId: string): Promise<boolean> {
    const row = await db
      .selectFrom('app_user')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.toLowerCase()))
      .executeTakeFirst();
    return Boolean(row);
  }

  async function codeLabels(group: string, locale: 'ko' | 'en'): Promise<Record<string, string>> {
    const rows = await db
      .selectFrom('common_code')
      .select(['cd', 'cd_nm_ko', 'cd_nm_en'])
      .where('cd_lst_id', '=', group)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.cd, locale === 'en' ? r.cd_nm_en : r.cd_nm_ko]));
  }

  /** Starts an OTP flow: a ticket for the matching user, or a decoy ticket (nothing tells a miss). */
  async function startFlow(purpose: 'FIND_ID' | 'FIND_PW' | 'UNLOCK', userId: number | null) {
    const otpTicket = await createTicket(db, userId, purpose, ctx.now());
    return ok({ otpTicket });
  }

  return async function routes(app: FastifyInstance) {
    app.get('/anonymous/users/login-id/duplicate', { config: PUBLIC }, async (request) => {
      const loginId = text(request.query as Record<string, unknown>, 'loginId');
      check({ loginId: LOGIN_ID_RULES }, { loginId });
      return ok({ loginId, duplicateYn: (await loginIdTaken(loginId)) ? 'Y' : 'N' });
    });

    // Company and department choice of the buyer registration form (before login).
    app.get('/anonymous/customer/companies', { config: PUBLIC }, async (request) => {
      const cpNm = text(request.query as Record<string, unknown>, 'cpNm');
      check({ cpNm: 'required|min:2|max:100' }, { cpNm });
      const rows = await db
        .selectFrom('company')
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm', 'if_user_yn'])
        .where('cust_rol_cd', '=', 'B')
        .where((eb) =>
          eb.or([eb('cp_nm', 'ilike', `%${escapeLike(cpNm)}%`), eb('cp_eng_nm', 'ilike', `%${escapeLike(cpNm)}%`)]),
        )
        .orderBy('cp_nm')
        .limit(50)
        .execute();
      return ok({
        cpCodes: rows.map((r) => ({
          cpCd: r.cp_cd,
          cpNm: request.locale === 'en' ? r.cp_eng_nm : r.cp_nm,
          selfRegYn: r.if_user_yn === 'Y' ? 'N' : 'Y',
        })),
      });
    });

    app.get<{ Params: { cpCd: string } }>(
      '/anonymous/customer/:cpCd/departments',
      { config: PUBLIC },
      async (request) => {
        const dpNm = text(request.query as Record<string, unknown>, 'dpNm');
        let query = db
          .selectFrom('department')
          .select(['dp_cd', 'dp_nm'])
          .where('cp_cd', '=', request.params.cpCd)
          .orderBy('dp_nm')
          .limit(100);
        if (dpNm) query = query.where('dp_nm', 'ilike', `%${escapeLike(dpNm)}%`);
        const rows = await query.execute();
        return ok({ dpCodes: rows.map((r) => ({ dpCd: r.dp_cd, dpNm: r.dp_nm })) });
      },
    );

    app.post('/anonymous/users/buyers', { config: PUBLIC }, async (request) => {
      const body = bodyOf(request.body);
      const keys = [
        'loginId', 'userNm', 'cpCd', 'dpCd', 'jobGradeCd', 'empNo', 'officeTelNo', 'faxNo', 'mobileNo', 'email',
        'zipCd', 'addr', 'addrDtl', 'dlvPlaceNm', 'euResidentYn', 'termsAgreeYn', 'privacyAgreeYn',
      ] as const; // prettier-ignore
      const values: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, text(body, k)]));
      values.pwCn = typeof body.pwCn === 'string' ? body.pwCn : '';
      values.pwCnConfirm = typeof body.pwCnConfirm === 'string' ? body.pwCnConfirm : '';
      const errors = buyerRegistrationErrors(values);
      const v = values as Record<(typeof keys)[number], string> & { pwCn: string };
      if (!errors.loginId && (await loginIdTaken(v.loginId))) errors.loginId = field('MROAU0010');
      if (!errors.cpCd) {
        const company = await db
          .selectFrom('company')
          .select(['cust_rol_cd', 'if_user_yn'])
          .where('cp_cd', '=', v.cpCd)
          .executeTakeFirst();
        if (!company || company.cust_rol_cd !== 'B') errors.cpCd = field('MROCM0009');
        else if (company.if_user_yn === 'Y') errors.cpCd = field('MROJN0002');
      }
      if (!errors.dpCd && !errors.cpCd) {
        const dept = await db
          .selectFrom('department')
          .select('dp_cd')
          .where('dp_cd', '=', v.dpCd)
          .where('cp_cd', '=', v.cpCd)
          .executeTakeFirst();
        if (!dept) errors.dpCd = field('MROCM0009');
      }
      if (Object.keys(errors).length) throw badRequest(errors);
      const now = ctx.now();
      try {
        await db
          .insertInto('app_user')
          .values({
            login_id: v.loginId,
            user_nm: v.userNm,
            cp_cd: v.cpCd,
            dp_cd: v.dpCd,
            cust_rol_cd: 'B',
            email: v.email,
            mobile_no: digits(v.mobileNo),
            office_tel_no: v.officeTelNo || null,
            fax_no: v.faxNo || null,
            emp_no: v.empNo || null,
            job_grade_cd: v.jobGradeCd || null,
            zip_cd: v.zipCd,
            addr: v.addr,
            addr_dtl: v.addrDtl || null,
            dlv_place_nm: v.dlvPlaceNm || null,
            eu_resident_yn: yn(v.euResidentYn),
            itg_mail_rcv_yn: yn(body.itgMailRcvYn),
            new_req_mail_rcv_yn: yn(body.newReqMailRcvYn),
            ad_mail_rcv_yn: yn(body.adMailRcvYn),
            terms_agreed_at: now,
            user_lang_cd: request.locale === 'en' ? 'EN' : 'KO',
            status: 'PENDING',
            otp_yn: 'N',
            pw_hash: await hashPassword(v.pwCn),
            pw_changed_at: now,
            pw_change_next_yn: 'N',
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest({ loginId: field('MROAU0010') });
        throw error;
      }
      return ok({ loginId: v.loginId, status: 'PENDING' });
    });

    // The supplier duplicate selection popup: who already trades under this business number.
    app.get('/anonymous/suppliers/duplicates', { config: PUBLIC }, async (request) => {
      const bizRegNo = digits(text(request.query as Record<string, unknown>, 'bizRegNo'));
      check({ bizRegNo: 'required|business_no' }, { bizRegNo });
      const companies = await db
        .selectFrom('company')
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm', 'rpre_ps_nm'])
        .where('biz_reg_no', '=', bizRegNo)
        .where('cust_rol_cd', '=', 'V')
        .execute();
      const pending = await db
        .selectFrom('supplier_application')
        .select(['appl_no', 'created_at'])
        .where('biz_reg_no', '=', bizRegNo)
        .where('status', '=', 'RECEIVED')
        .execute();
      return ok({
        suppliers: companies.map((c) => ({
          cpCd: c.cp_cd,
          cpNm: request.locale === 'en' ? c.cp_eng_nm : c.cp_nm,
          // Only the first character of the representative: enough to recognise, not to harvest.
          rprePsNm: c.rpre_ps_nm ? `${[...c.rpre_ps_nm][0]}**` : null,
        })),
        pendingApplicationYn: pending.length > 0 ? 'Y' : 'N',
      });
    });

    app.post('/anonymous/suppliers', { config: PUBLIC }, async (request) => {
      const body = bodyOf(request.body);
      const labels = await codeLabels('DOC_TYPE', request.locale);
      const errors = supplierRegistrationErrors(body, { today: koreanToday(ctx.now()), documentLabels: labels });
      // Referenced codes must exist; documents must be files this browser (or user) uploaded.
      const items = Array.isArray(body.mainItems) ? (body.mainItems as Record<string, unknown>[]) : [];
      const ids = (key: string) => [...new Set(items.map((i) => String(i?.[key] ?? '')).filter(Boolean))];
      const known = async (table: 'manufacturer' | 'item_category', column: string, values: string[]) => {
        if (!values.length) return new Set<string>();
        const rows = await db
          .selectFrom(table)
          .select(`${column} as id` as never)
          .where(column as never, 'in', values as never)
          .execute();
        return new Set((rows as unknown as { id: string }[]).map((r) => r.id));
      };
      const manufacturers = await known('manufacturer', 'mfcp_cust_id', ids('mfcpCustId'));
      const categories = await known('item_category', 'itm_clsf_cd', ids('itmClsfCd'));
      items.forEach((item, i) => {
        const m = String(item?.mfcpCustId ?? '');
        const c = String(item?.itmClsfCd ?? '');
        if (m && !manufacturers.has(m)) errors[`mainItems.${i}.mfcpCustId`] ??= field('MROCM0009');
        if (c && !categories.has(c)) errors[`mainItems.${i}.itmClsfCd`] ??= field('MROCM0009');
      });
      const documents = Array.isArray(body.documents) ? (body.documents as Record<string, unknown>[]) : [];
      const owner = ownerKeyOf(request, null);
      const fileIds = [...new Set(documents.map((d) => String(d?.athFileId ?? '')).filter(Boolean))];
      const owned = new Set(
        owner && fileIds.length
          ? (
              await db
                .selectFrom('attach_file')
                .select('ath_file_id')
                .where('ath_file_id', 'in', fileIds)
                .where('owner_key', '=', owner)
                .where('deleted_at', 'is', null)
                .execute()
            ).map((r) => r.ath_file_id)
          : [],
      );
      documents.forEach((doc, i) => {
        const id = String(doc?.athFileId ?? '');
        if (id && !owned.has(id)) errors[`documents.${i}`] ??= field('MROCM0010');
      });
      if (Object.keys(errors).length) throw badRequest(errors);
      const now = ctx.now();
      const applNo = `SA${koreanToday(now)}${randomBytes(4).toString('hex').toUpperCase()}`;
      await db
        .insertInto('supplier_application')
        .values({
          appl_no: applNo,
          biz_reg_no: digits(text(body, 'bizRegNo')),
          cp_nm: text(body, 'cpNm'),
          email: text(body, 'email'),
          status: 'RECEIVED',
          payload: JSON.stringify(body),
          ath_file_id: fileIds[0] ?? null,
          cp_cd: null,
          created_at: now,
          decided_at: null,
        })
        .execute();
      // The documents now belong to the application; the provider reads them when approving.
      if (fileIds.length) {
        await db
          .updateTable('attach_file')
          .set({ cp_cd: `APPL:${applNo}` })
          .where('ath_file_id', 'in', fileIds)
          .execute();
      }
      return ok({ applNo, status: 'RECEIVED' });
    });

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
      check({ custRolCd: ROLE, userNm: 'required|max_byte:50', mobileNo: 'required|phone' }, v);
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
      check(
        { custRolCd: ROLE, loginId: 'required|max:200', userNm: 'required|max_byte:50', mobileNo: 'required|phone' },
        v,
      );
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

    const contextOf = (user: {
      login_id: string;
      emp_no: string | null;
      mobile_no: string;
      office_tel_no: string | null;
    }) => ({
      loginId: user.login_id,
      employeeNo: user.emp_no,
      mobile: user.mobile_no,
      officePhone: user.office_tel_no,
    });

    async function setPassword(userId: number, password: string, now: Date) {
      await db
        .updateTable('app_user')
        .set({
          pw_hash: await hashPassword(password),
          pw_changed_at: now,
          pw_change_next_yn: 'N',
          pw_remind_after: null,
          status: 'ACTIVE',
        })
        .where('user_id', '=', userId)
        .where('status', 'in', ['ACTIVE', 'DORMANT'])
        .execute();
      // Every session of the user ends (spec guidance: revoke on password change).
      await revokeUser(db, userId, now);
    }

    // The password-change popup (old, new, confirm). The caller's session continues with a new
    // token pair; every other session of the user ends.
    app.post(
      '/users/password',
      { config: { passwordChange: true, rateLimit: RATE } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const session = userOf(request);
        const body = bodyOf(request.body);
        const values = Object.fromEntries(
          ['oldPwCn', 'newPwCn', 'newPwCnConfirm'].map((k) => [k, typeof body[k] === 'string' ? body[k] : '']),
        );
        const user = await db
          .selectFrom('app_user')
          .selectAll()
          .where('user_id', '=', session.userId)
          .executeTakeFirstOrThrow();
        const errors = passwordChangeErrors(values, contextOf(user));
        if (!errors.oldPwCn && !(await verifyPassword(user.pw_hash, String(values.oldPwCn)))) {
          errors.oldPwCn = field('MROAU0001');
        }
        if (Object.keys(errors).length) throw badRequest(errors);
        const now = ctx.now();
        await setPassword(user.user_id, String(values.newPwCn), now);
        const pair = await issueTokens(db, user.user_id, session.system, now);
        return ok({ changed: true, ...deliverTokens(ctx, request, reply, pair) });
      },
    );

    // "Change next time": no reminder for 30 days. Not for a temporary password.
    app.post('/users/password/later', { config: { passwordChange: true } }, async (request) => {
      const session = userOf(request);
      if (session.mustChangePassword) throw new ApiError(403, 'PASSWORD_CHANGE', 'MROAU0012');
      const until = new Date(ctx.now().getTime() + PASSWORD_REMIND_LATER_MS);
      await db.updateTable('app_user').set({ pw_remind_after: until }).where('user_id', '=', session.userId).execute();
      return ok({ remindAfter: until.toISOString() });
    });

    // The provider's side of registration: waiting buyers and supplier applications, approval.
    const ADMIN = { access: { roles: ['A' as const] } };
    app.get('/admin/registrations', { config: ADMIN }, async () => {
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
        buyers: buyers.map((b) => ({ loginId: b.login_id, userNm: b.user_nm, cpNm: b.cp_nm, regDt: b.created_at })),
        suppliers: suppliers.map((s) => ({
          applNo: s.appl_no,
          cpNm: s.cp_nm,
          bizRegNo: s.biz_reg_no,
          regDt: s.created_at,
        })),
      });
    });

    app.post<{ Params: { loginId: string } }>('/admin/users/:loginId/approve', { config: ADMIN }, async (request) => {
      const updated = await db
        .updateTable('app_user')
        .set({ status: 'ACTIVE' })
        .where('login_id', '=', request.params.loginId)
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
    app.post<{ Params: { applNo: string } }>(
      '/admin/supplier-applications/:applNo/approve',
      { config: ADMIN },
      async (request) => {
        const now = ctx.now();
        const result = await db.transaction().execute(async (tx) => {
          const appl = await tx
            .selectFrom('supplier_application')
            .selectAll()
            .where('appl_no', '=', request.params.applNo)
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
          await tx
            .updateTable('attach_file')
            .set({ cp_cd: cpCd })
            .where('cp_cd', '=', `APPL:${appl.appl_no}`)
            .execute();
          return { cpCd, loginId, password, email: appl.email };
        });
        await ctx.mail.send(
          result.email,
          request.locale === 'en'
            ? '[MRO] Your supplier registration is approved'
            : '[MRO] 공급사 가입이 승인되었습니다',
          `ID: ${result.loginId}\nTemporary password: ${result.password}\n(Change it at your first login.)`,
        );
        return ok({ applNo: request.params.applNo, cpCd: result.cpCd, loginId: result.loginId, status: 'APPROVED' });
      },
    );
  };
}
