// Registration before login (decisions 0017, 0019): the login-id duplicate check, the buyer
// form's company and department choice, a buyer's registration (waits for the provider's
// approval), the supplier duplicate-selection popup and a supplier's application with its
// documents, each checked with the @mro/rules registration rules the forms use.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buyerRegistrationErrors, seoulDay, supplierRegistrationErrors } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { check, text, yn } from '../../http/request.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { digits, field, isUniqueViolation, type AccountShared } from '../../domains/accounts/shared.ts';
import { accountRepository } from '../../domains/accounts/repository.ts';
import { attachmentCallerOf, ownedAttachmentGroups } from '../../files/ownership.ts';
import { contract, rulesOf } from '@mro/contract';
import { route } from '../../http/route.ts';

const calls = contract.accounts;

export function registrationRoutes(app: FastifyInstance, ctx: AppContext, shared: AccountShared) {
  const repo = accountRepository(ctx.db);
  const { loginIdTaken, codeLabels } = shared;
  route(app, calls.loginIdDuplicate, async ({ query }) => {
    const loginId = query.loginId;
    check(rulesOf(calls.loginIdDuplicate.query), { loginId });
    return ok({ loginId, duplicateYn: (await loginIdTaken(loginId)) ? 'Y' : 'N' });
  });

  // Company and department choice of the buyer registration form (before login).
  route(app, calls.buyerCompanies, async ({ request, query }) => {
    const cpNm = query.cpNm;
    check(rulesOf(calls.buyerCompanies.query), { cpNm });
    const rows = await repo.buyerCompanies(cpNm);
    return ok({
      cpCodes: rows.map((r) => ({
        cpCd: r.cp_cd,
        cpNm: request.locale === 'en' ? r.cp_eng_nm : r.cp_nm,
        selfRegYn: r.if_user_yn === 'Y' ? 'N' : 'Y',
      })),
    });
  });

  route(app, calls.departments, async ({ query, params }) => {
    const dpNm = query.dpNm;
    const rows = await repo.departments(params.cpCd, dpNm);
    return ok({ dpCodes: rows.map((r) => ({ dpCd: r.dp_cd, dpNm: r.dp_nm })) });
  });

  route(app, calls.registerBuyer, async ({ request, body }) => {
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
      const company = await repo.company(v.cpCd);
      if (!company || company.cust_rol_cd !== 'B') errors.cpCd = field('MROCM0009');
      else if (company.if_user_yn === 'Y') errors.cpCd = field('MROJN0002');
    }
    if (!errors.dpCd && !errors.cpCd) {
      if (!(await repo.departmentExists(v.cpCd, v.dpCd))) errors.dpCd = field('MROCM0009');
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    const now = ctx.now();
    try {
      await repo.addUser({
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
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest({ loginId: field('MROAU0010') });
      throw error;
    }
    return ok({ loginId: v.loginId, status: 'PENDING' });
  });

  // The supplier duplicate selection popup: who already trades under this business number.
  route(app, calls.supplierDuplicates, async ({ request, query }) => {
    const bizRegNo = digits(query.bizRegNo);
    check(rulesOf(calls.supplierDuplicates.query), { bizRegNo });
    const { companies, applications } = await repo.supplierDuplicates(bizRegNo);
    const pending = applications.filter((a) => a.status === 'RECEIVED');
    return ok({
      suppliers: companies.map((c) => ({
        cpCd: c.cp_cd,
        cpNm: request.locale === 'en' ? c.cp_eng_nm : c.cp_nm,
        // Only the first character of the representative: enough to recognise, not to harvest.
        rprePsNm: c.rpre_ps_nm ? `${[...c.rpre_ps_nm][0]}**` : null,
      })),
      pendingApplicationYn: pending.length > 0 ? 'Y' : 'N',
      applications: applications.map((a) => ({
        applNo: a.appl_no,
        receivedAt: new Date(a.created_at).toISOString(),
        decidedAt: a.decided_at ? new Date(a.decided_at).toISOString() : null,
        status: a.status,
      })),
    });
  });

  route(app, calls.registerSupplier, async ({ request, body }) => {
    const labels = await codeLabels('DOC_TYPE', request.locale);
    const errors = supplierRegistrationErrors(body, { today: seoulDay(ctx.now()), documentLabels: labels });
    // Referenced codes must exist; documents must be files this browser (or user) uploaded.
    const items = body.mainItems ?? [];
    const ids = (key: 'mfcpCustId' | 'itmClsfCd' | 'srcPsId' | 'circEvidFileId') => [
      ...new Set(items.map((i) => i[key]).filter(Boolean)),
    ];
    const manufacturers = await repo.existing('manufacturer', ids('mfcpCustId'));
    const categories = await repo.existing('item_category', ids('itmClsfCd'));
    const contacts = await repo.sourcingContacts(ids('srcPsId').map(Number).filter(Number.isSafeInteger));
    items.forEach((item, i) => {
      const { mfcpCustId: m, itmClsfCd: c, srcPsId: p } = item;
      if (m && !manufacturers.has(m)) errors[`mainItems.${i}.mfcpCustId`] ??= field('MROCM0009');
      if (c && !categories.has(c)) errors[`mainItems.${i}.itmClsfCd`] ??= field('MROCM0009');
      if (p && !contacts.has(p)) errors[`mainItems.${i}.srcPsId`] ??= field('MROCM0009');
    });
    const documents = body.documents ?? [];
    // The documents and each main item's circulation-level evidence: live files of the caller's.
    const fileIds = [...new Set([...documents.map((d) => d.athFileId), ...ids('circEvidFileId')].filter(Boolean))];
    const owned = await ownedAttachmentGroups(ctx.db, attachmentCallerOf(request), fileIds);
    documents.forEach((doc, i) => {
      const id = doc.athFileId;
      if (id && !owned.has(id)) errors[`documents.${i}`] ??= field('MROCM0010');
    });
    items.forEach((item, i) => {
      const id = item.circEvidFileId;
      if (id && !owned.has(id)) errors[`mainItems.${i}.circEvidFileId`] ??= field('MROCM0010');
    });
    // One application at a time per business number: a second waits for the first's decision.
    if (!errors.bizRegNo) {
      if (await repo.hasWaitingApplication(digits(text(body, 'bizRegNo')))) errors.bizRegNo = field('MROJN0008');
    }
    if (Object.keys(errors).length) throw badRequest(errors);
    const now = ctx.now();
    const applNo = `SA${seoulDay(now)}${randomBytes(4).toString('hex').toUpperCase()}`;
    // The documents then belong to the application; the provider reads them when approving.
    await repo.addApplication(
      {
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
      },
      fileIds,
    );
    return ok({ applNo, status: 'RECEIVED' });
  });
}
