// Accounts' data (decisions 0017, 0019, 0024): registration lookups and inserts, the recovery
// flows' user matching, password changes, and the provider's approvals (a supplier's approval
// creates its company and first user in one transaction).
import type { Insertable, Kysely } from 'kysely';
import type { Database, SupplierApplicationTable, UserTable } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { containing } from '../../shared/like.ts';
import { recordAudit, type Actor } from '../backoffice/repository.ts';

/** An approval of a registration someone decided first (ours: the spec has none). */
const REGISTRATION_DECIDED = 'MROAU0015';

type Role = 'B' | 'V' | 'A';
const digits = (value: string) => value.replace(/\D/g, '');

export function accountRepository(db: Kysely<Database>) {
  return {
    /** Buyer companies by name (at most 50) for the buyer's registration. */
    buyerCompanies(cpNm: string) {
      return db
        .selectFrom('company')
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm', 'if_user_yn'])
        .where('cust_rol_cd', '=', 'B')
        .where((eb) => eb.or([eb('cp_nm', 'ilike', containing(cpNm)), eb('cp_eng_nm', 'ilike', containing(cpNm))]))
        .orderBy('cp_nm')
        .limit(50)
        .execute();
    },

    departments(cpCd: string, dpNm: string) {
      let q = db
        .selectFrom('department')
        .select(['dp_cd', 'dp_nm'])
        .where('cp_cd', '=', cpCd)
        .orderBy('dp_nm')
        .limit(100);
      if (dpNm) q = q.where('dp_nm', 'ilike', containing(dpNm));
      return q.execute();
    },

    company(cpCd: string) {
      return db
        .selectFrom('company')
        .select(['cust_rol_cd', 'if_user_yn'])
        .where('cp_cd', '=', cpCd)
        .executeTakeFirst();
    },

    async departmentExists(cpCd: string, dpCd: string): Promise<boolean> {
      const dept = await db
        .selectFrom('department')
        .select('dp_cd')
        .where('dp_cd', '=', dpCd)
        .where('cp_cd', '=', cpCd)
        .executeTakeFirst();
      return Boolean(dept);
    },

    async addUser(row: Insertable<UserTable>) {
      await db.insertInto('app_user').values(row).execute();
    },

    /** Suppliers trading under a business number, and its applications (newest first, 20). */
    async supplierDuplicates(bizRegNo: string) {
      const companies = await db
        .selectFrom('company')
        .select(['cp_cd', 'cp_nm', 'cp_eng_nm', 'rpre_ps_nm'])
        .where('biz_reg_no', '=', bizRegNo)
        .where('cust_rol_cd', '=', 'V')
        .execute();
      const applications = await db
        .selectFrom('supplier_application')
        .select(['appl_no', 'created_at', 'decided_at', 'status'])
        .where('biz_reg_no', '=', bizRegNo)
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      return { companies, applications };
    },

    /** Which of `values` exist as manufacturers' ids or item categories' codes. */
    async existing(table: 'manufacturer' | 'item_category', values: string[]): Promise<Set<string>> {
      if (!values.length) return new Set<string>();
      const rows =
        table === 'manufacturer'
          ? await db
              .selectFrom('manufacturer')
              .select('mfcp_cust_id as id')
              .where('mfcp_cust_id', 'in', values)
              .execute()
          : await db
              .selectFrom('item_category')
              .select('itm_clsf_cd as id')
              .where('itm_clsf_cd', 'in', values)
              .execute();
      return new Set(rows.map((r) => String(r.id)));
    },

    /** Which of the user ids are active sourcing staff. */
    async sourcingContacts(ids: number[]): Promise<Set<string>> {
      if (!ids.length) return new Set<string>();
      const rows = await db
        .selectFrom('app_user')
        .select('user_id')
        .where('user_id', 'in', ids)
        .where('sourcing_yn', '=', 'Y')
        .where('status', '=', 'ACTIVE')
        .execute();
      return new Set(rows.map((r) => String(r.user_id)));
    },

    async hasWaitingApplication(bizRegNo: string): Promise<boolean> {
      const waiting = await db
        .selectFrom('supplier_application')
        .select('appl_no')
        .where('biz_reg_no', '=', bizRegNo)
        .where('status', '=', 'RECEIVED')
        .executeTakeFirst();
      return Boolean(waiting);
    },

    /** A supplier's application; its documents then belong to it (the provider reads them). */
    async addApplication(row: Insertable<SupplierApplicationTable>, fileIds: string[]) {
      await db.insertInto('supplier_application').values(row).execute();
      if (fileIds.length) {
        await db
          .updateTable('attach_file')
          .set({ cp_cd: `APPL:${row.appl_no}` })
          .where('ath_file_id', 'in', fileIds)
          .execute();
      }
    },

    /** The first user matching a recovery form (not suspended), or null. */
    async matchUser(role: string, name: string, mobile: string, loginId?: string): Promise<number | null> {
      let query = db
        .selectFrom('app_user')
        .select(['user_id'])
        .where('cust_rol_cd', '=', role as Role)
        .where('user_nm', '=', name)
        .where('mobile_no', '=', digits(mobile))
        .where('status', 'not in', ['SUSPENDED', 'REJECTED']);
      if (loginId !== undefined) query = query.where('login_id', '=', loginId);
      return (await query.orderBy('user_id').executeTakeFirst())?.user_id ?? null;
    },

    async userIdOf(loginId: string): Promise<number | null> {
      const user = await db.selectFrom('app_user').select('user_id').where('login_id', '=', loginId).executeTakeFirst();
      return user?.user_id ?? null;
    },

    user(userId: number) {
      return db.selectFrom('app_user').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    /** A recovery ticket's row by its hash. */
    ticket(ticketHash: string) {
      return db
        .selectFrom('otp')
        .select(['otp_id', 'user_id', 'purpose', 'used_at', 'created_at'])
        .where('ticket_hash', '=', ticketHash)
        .executeTakeFirst();
    },

    async useTicket(otpId: number, at: Date) {
      await db.updateTable('otp').set({ used_at: at }).where('otp_id', '=', otpId).execute();
    },

    async remindPasswordAfter(userId: number, until: Date) {
      await db.updateTable('app_user').set({ pw_remind_after: until }).where('user_id', '=', userId).execute();
    },

    /** Waiting buyers and supplier applications, oldest first. */
    async registrations() {
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
      return { buyers, suppliers };
    },

    /** The holiday calendar's days (YYYYMMDD) of a range: the working hours of the queue. */
    async holidayDays(fromYmd: string, toYmd: string) {
      const rows = await db
        .selectFrom('holiday')
        .select('cld_ymd')
        .where('cld_ymd', '>=', fromYmd)
        .where('cld_ymd', '<=', toYmd)
        .execute();
      return new Set(rows.map((r) => r.cld_ymd));
    },

    /**
     * A waiting buyer made active. 409 MROAU0015 when the buyer's registration was decided
     * already (another administrator first), 404 when there is no buyer of that id.
     */
    async approveBuyer(loginId: string, actor: Actor, now: Date) {
      const updated = await db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('app_user')
          .set({ status: 'ACTIVE' })
          .where('login_id', '=', loginId)
          .where('cust_rol_cd', '=', 'B')
          .where('status', '=', 'PENDING')
          .returning(['email', 'login_id', 'cp_cd'])
          .executeTakeFirst();
        // The change and its audit row together (decision 0067).
        if (row) await recordAudit(tx, actor, now, { action: 'BUYER_APPROVE', targetId: loginId, cpCd: row.cp_cd });
        return row;
      });
      if (updated) return updated;
      const known = await db
        .selectFrom('app_user')
        .select('user_id')
        .where('login_id', '=', loginId)
        .where('cust_rol_cd', '=', 'B')
        .executeTakeFirst();
      if (known) throw refuse.conflict(REGISTRATION_DECIDED, { id: loginId });
      throw refuse.notFound();
    },

    /**
     * A received application approved: the company (the next free SPnnn code), its first user
     * (an issued login id, the temporary password's hash, to be changed first), the application
     * decided, and its documents moved to the company. 404 when there is none, 409 MROAU0015 when it was decided already.
     */
    approveSupplier(applNo: string, now: Date, passwordHash: () => Promise<string>, actor: Actor) {
      return db.transaction().execute(async (tx) => {
        const appl = await tx
          .selectFrom('supplier_application')
          .selectAll()
          .where('appl_no', '=', applNo)
          .forUpdate()
          .executeTakeFirst();
        if (!appl) throw refuse.notFound();
        if (appl.status !== 'RECEIVED') throw refuse.conflict(REGISTRATION_DECIDED, { id: applNo });
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
            pw_hash: await passwordHash(),
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
        await recordAudit(tx, actor, now, {
          action: 'SUPPLIER_APPROVE',
          targetId: appl.appl_no,
          cpCd,
          detail: loginId,
        });
        return { cpCd, loginId, email: appl.email };
      });
    },
  };
}
