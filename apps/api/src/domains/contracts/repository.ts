// E-contracts (issue 44 item 3, decision 0066): created by an award (quotes/repository.ts) or by
// the provider staff's supply agreement; confirmed by the supplier, then by the buyer, each under
// the contract's row lock with `confirmRefusal` of @mro/rules and the version the user saw (409
// MROEC0005 when it changed). A confirmed contract is never updated: a new version (`revise`) is
// a new row of the same group and the old row is only marked SUPERSEDED. Both parties' users are
// notified of a contract to confirm.
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  confirmRefusal,
  confirmedStatus,
  contractDocClass,
  reviseRefusal,
  type ContractParty as Party,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import { refuse } from '../../shared/refusal.ts';
import { notify } from '../notifications/repository.ts';

export const CONTRACT_SCREEN_SP = '/sp/quote/list';
export const CONTRACT_SCREEN_BY = '/by/quote/list';

const conflict = (code: string) => refuse.conflict(code, {});

export interface PartySnapshot {
  cpNm: string;
  rpreNm: string | null;
  contactNm: string | null;
  addr: string | null;
  telNo: string | null;
  email: string | null;
  bizType: string | null;
}

export interface NewContract {
  kind: 'QUOTE' | 'SUPPLY';
  ctrtNm: string;
  startDt: string;
  endDt: string;
  /** Decimal text (decision 0106). */
  amount: string;
  crncyCd: string;
  qtNo: string | null;
  cpCd: string;
  spCd: string;
  partyA: PartySnapshot;
  partyB: PartySnapshot;
  lgstRate: number | null;
  lgstAmount: string | null;
  ctrtUrl: string | null;
  lines: {
    itemNm: string;
    specCn: string | null;
    unitCd: string;
    qty: number;
    unitPrice: string;
    itemCd: string | null;
  }[];
  regUserId: number;
  /** A new version of this group (revise); else a new group. */
  group?: { ctrtGrpNo: string; ctrtVer: number };
}

/** A company's party data as of now: the company, its representative, the contact user, its first place. */
export async function partyOf(
  db: Kysely<Database>,
  cpCd: string,
  contactUserId: number | null,
): Promise<PartySnapshot> {
  const company = await db
    .selectFrom('company')
    .select(['cp_nm', 'rpre_ps_nm', 'biz_reg_no', 'cust_rol_cd'])
    .where('cp_cd', '=', cpCd)
    .executeTakeFirst();
  if (!company) throw refuse.notFound();
  const contact = contactUserId
    ? await db
        .selectFrom('app_user')
        .select(['user_nm', 'email', 'office_tel_no', 'mobile_no'])
        .where('user_id', '=', contactUserId)
        .executeTakeFirst()
    : await db
        .selectFrom('app_user')
        .select(['user_nm', 'email', 'office_tel_no', 'mobile_no'])
        .where('cp_cd', '=', cpCd)
        .where('status', '=', 'ACTIVE')
        .orderBy('user_id')
        .executeTakeFirst();
  const place = await db
    .selectFrom('business_place')
    .select('bp_nm')
    .where('cp_cd', '=', cpCd)
    .orderBy('bp_cd')
    .executeTakeFirst();
  return {
    cpNm: company.cp_nm,
    rpreNm: company.rpre_ps_nm,
    contactNm: contact?.user_nm ?? null,
    addr: place?.bp_nm ?? null,
    telNo: contact?.office_tel_no ?? contact?.mobile_no ?? null,
    email: contact?.email ?? null,
    bizType: company.cust_rol_cd === 'V' ? 'MRO_SUPPLY' : 'MRO_BUY',
  };
}

/** Inserts a contract waiting for the supplier and notifies the supplier's users. */
export async function createContract(
  tx: Transaction<Database>,
  c: NewContract,
  { now, today }: { now: Date; today: string },
): Promise<{ ctrtNo: string }> {
  const { rows } = await sql<{ n: string }>`SELECT nextval('e_contract_no_seq') AS n`.execute(tx);
  const ctrtNo = `EC${today}${String(Number(rows[0]!.n) % 1_000_000).padStart(6, '0')}`;
  const p = (prefix: 'a' | 'b', s: PartySnapshot) => ({
    [`${prefix}_cp_nm`]: s.cpNm,
    [`${prefix}_rpre_nm`]: s.rpreNm,
    [`${prefix}_contact_nm`]: s.contactNm,
    [`${prefix}_addr`]: s.addr,
    [`${prefix}_tel_no`]: s.telNo,
    [`${prefix}_email`]: s.email,
    [`${prefix}_biz_type`]: s.bizType,
  });
  await tx
    .insertInto('e_contract')
    .values({
      ctrt_no: ctrtNo,
      ctrt_grp_no: c.group?.ctrtGrpNo ?? ctrtNo,
      ctrt_ver: c.group?.ctrtVer ?? 1,
      ctrt_nm: c.ctrtNm,
      ctrt_kind_cd: c.kind,
      doc_cls_cd: contractDocClass(c.kind),
      stat_cd: 'WAIT_SP',
      ctrt_dt: today,
      start_dt: c.startDt,
      end_dt: c.endDt,
      amount: c.amount,
      crncy_cd: c.crncyCd,
      qt_no: c.qtNo,
      cp_cd: c.cpCd,
      sp_cd: c.spCd,
      ...(p('a', c.partyA) as { a_cp_nm: string }),
      ...(p('b', c.partyB) as { b_cp_nm: string }),
      lgst_rate: c.lgstRate,
      lgst_amount: c.lgstAmount,
      ctrt_url: c.ctrtUrl,
      reg_user_id: c.regUserId,
      reg_dt: now,
      upd_dt: now,
    })
    .execute();
  if (c.lines.length)
    await tx
      .insertInto('e_contract_line')
      .values(
        c.lines.map((l, i) => ({
          ctrt_no: ctrtNo,
          line_no: i + 1,
          item_nm: l.itemNm,
          spec_cn: l.specCn,
          unit_cd: l.unitCd,
          qty: l.qty,
          unit_price: l.unitPrice,
          item_cd: l.itemCd,
        })),
      )
      .execute();
  await notifyCompany(tx, c.spCd, ctrtNo, CONTRACT_SCREEN_SP, now);
  return { ctrtNo };
}

async function notifyCompany(tx: Kysely<Database>, cpCd: string, ctrtNo: string, link: string, now: Date) {
  const users = await tx
    .selectFrom('app_user')
    .select('user_id')
    .where('cp_cd', '=', cpCd)
    .where('status', '=', 'ACTIVE')
    .execute();
  await notify(
    tx,
    users.map((u) => ({ userId: u.user_id, kind: 'CONTRACT_TO_CONFIRM' as const, params: { ctrtNo }, link })),
    now,
  );
}

type Side = { side: Party; cpCd: string };

export function contractRepository(db: Kysely<Database>) {
  const scoped = ({ side, cpCd }: Side) =>
    db.selectFrom('e_contract as c').where(side === 'BY' ? 'c.cp_cd' : 'c.sp_cd', '=', cpCd);
  return {
    async page(who: Side, statCds: string[], limit: number, offset: number) {
      let q = scoped(who);
      if (statCds.length) q = q.where('c.stat_cd', 'in', statCds);
      const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .innerJoin('company as o', 'o.cp_cd', who.side === 'BY' ? 'c.sp_cd' : 'c.cp_cd')
        .selectAll('c')
        .select(['o.cp_nm as o_cp_nm', 'o.cp_eng_nm as o_cp_eng_nm'])
        .orderBy('c.reg_dt', 'desc')
        .orderBy('c.ctrt_no', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { count: Number(n), rows };
    },
    async detail(who: Side, ctrtNo: string) {
      const head = await scoped(who)
        .innerJoin('company as o', 'o.cp_cd', who.side === 'BY' ? 'c.sp_cd' : 'c.cp_cd')
        .selectAll('c')
        .select(['o.cp_nm as o_cp_nm', 'o.cp_eng_nm as o_cp_eng_nm'])
        .select(
          sql<string>`(SELECT x.ctrt_no FROM e_contract x WHERE x.ctrt_grp_no = c.ctrt_grp_no ORDER BY x.ctrt_ver DESC LIMIT 1)`.as(
            'latest_ctrt_no',
          ),
        )
        .where('c.ctrt_no', '=', ctrtNo)
        .executeTakeFirst();
      if (!head) return undefined;
      const lines = await db
        .selectFrom('e_contract_line')
        .selectAll()
        .where('ctrt_no', '=', ctrtNo)
        .orderBy('line_no')
        .execute();
      return { head, lines };
    },
    /** The companies' roles (B buyer, V supplier), for the supply agreement's parties. */
    companyRoles(cpCds: string[]) {
      const wanted = cpCds.filter(Boolean);
      if (!wanted.length) return Promise.resolve([]);
      return db.selectFrom('company').select(['cp_cd', 'cust_rol_cd']).where('cp_cd', 'in', wanted).execute();
    },
    /** Whether the company is a party of the contract (the document token's check). */
    async canRead(cpCd: string, ctrtNo: string) {
      const row = await db
        .selectFrom('e_contract')
        .select('ctrt_no')
        .where('ctrt_no', '=', ctrtNo)
        .where((eb) => eb.or([eb('cp_cd', '=', cpCd), eb('sp_cd', '=', cpCd)]))
        .executeTakeFirst();
      return !!row;
    },
    async toConfirm(spCd: string) {
      const row = await db
        .selectFrom('e_contract')
        .where('sp_cd', '=', spCd)
        .where('stat_cd', '=', 'WAIT_SP')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

async function lockContract(tx: Transaction<Database>, who: Side, ctrtNo: string) {
  const column = who.side === 'BY' ? sql.ref('cp_cd') : sql.ref('sp_cd');
  const { rows } = await sql<{ stat_cd: string; version: number; cp_cd: string; sp_cd: string }>`
    SELECT stat_cd, version, cp_cd, sp_cd FROM e_contract WHERE ctrt_no = ${ctrtNo} AND ${column} = ${who.cpCd} FOR UPDATE`.execute(
    tx,
  );
  return rows[0];
}

/**
 * A party's confirmation: 404 another company's, 409 MROEC0001 a second confirmation, MROEC0002
 * the buyer before the supplier, MROEC0003 superseded, MROEC0005 changed since read. The
 * supplier's confirmation notifies the buyer company's users.
 */
export async function confirmContract(
  db: Kysely<Database>,
  who: Side & { userId: number },
  ctrtNo: string,
  version: number,
  now: Date,
) {
  return db.transaction().execute(async (tx) => {
    const row = await lockContract(tx, who, ctrtNo);
    if (!row) throw refuse.notFound();
    const refusal = confirmRefusal(row.stat_cd, who.side);
    if (refusal) throw conflict(refusal);
    if (row.version !== version) throw conflict('MROEC0005');
    const statCd = confirmedStatus(who.side);
    const next = version + 1;
    await tx
      .updateTable('e_contract')
      .set(
        who.side === 'SP'
          ? { stat_cd: statCd, sp_cnfm_user_id: who.userId, sp_cnfm_dt: now, version: next, upd_dt: now }
          : { stat_cd: statCd, by_cnfm_user_id: who.userId, by_cnfm_dt: now, version: next, upd_dt: now },
      )
      .where('ctrt_no', '=', ctrtNo)
      .execute();
    if (who.side === 'SP') await notifyCompany(tx, row.cp_cd, ctrtNo, CONTRACT_SCREEN_BY, now);
    return { ctrtNo, statCd, version: next };
  });
}

export interface ContractTerms {
  ctrtNm: string;
  startDt: string;
  endDt: string;
  amount: string;
  crncyCd: string;
  lgstRate: number | null;
  lgstAmount: string | null;
  ctrtUrl: string | null;
}

/**
 * A new version of the buyer company's contract with changed terms: the old row is marked
 * SUPERSEDED (nothing else of it changes), the new one copies its parties and lines and waits for
 * the supplier. 409 MROEC0003 when already superseded, MROEC0005 when changed since read.
 */
export async function reviseContract(
  db: Kysely<Database>,
  who: { cpCd: string; userId: number },
  ctrtNo: string,
  terms: ContractTerms,
  version: number,
  { now, today }: { now: Date; today: string },
) {
  return db.transaction().execute(async (tx) => {
    const row = await lockContract(tx, { side: 'BY', cpCd: who.cpCd }, ctrtNo);
    if (!row) throw refuse.notFound();
    const refusal = reviseRefusal(row.stat_cd);
    if (refusal) throw conflict(refusal);
    if (row.version !== version) throw conflict('MROEC0005');
    const old = await tx.selectFrom('e_contract').selectAll().where('ctrt_no', '=', ctrtNo).executeTakeFirstOrThrow();
    const lines = await tx
      .selectFrom('e_contract_line')
      .selectAll()
      .where('ctrt_no', '=', ctrtNo)
      .orderBy('line_no')
      .execute();
    await tx
      .updateTable('e_contract')
      .set({ stat_cd: 'SUPERSEDED', version: version + 1, upd_dt: now })
      .where('ctrt_no', '=', ctrtNo)
      .execute();
    const party = (x: 'a' | 'b'): PartySnapshot => ({
      cpNm: old[`${x}_cp_nm`],
      rpreNm: old[`${x}_rpre_nm`],
      contactNm: old[`${x}_contact_nm`],
      addr: old[`${x}_addr`],
      telNo: old[`${x}_tel_no`],
      email: old[`${x}_email`],
      bizType: old[`${x}_biz_type`],
    });
    const created = await createContract(
      tx,
      {
        kind: old.ctrt_kind_cd as 'QUOTE' | 'SUPPLY',
        ...terms,
        qtNo: old.qt_no,
        cpCd: old.cp_cd,
        spCd: old.sp_cd,
        partyA: party('a'),
        partyB: party('b'),
        lines: lines.map((l) => ({
          itemNm: l.item_nm,
          specCn: l.spec_cn,
          unitCd: l.unit_cd,
          qty: Number(l.qty),
          unitPrice: l.unit_price,
          itemCd: l.item_cd,
        })),
        regUserId: who.userId,
        group: { ctrtGrpNo: old.ctrt_grp_no, ctrtVer: old.ctrt_ver + 1 },
      },
      { now, today },
    );
    if (old.qt_no)
      await tx.updateTable('quote_request').set({ ctrt_no: created.ctrtNo }).where('qt_no', '=', old.qt_no).execute();
    return { ctrtNo: created.ctrtNo, statCd: 'WAIT_SP', ctrtVer: old.ctrt_ver + 1 };
  });
}

/** The provider staff's supply agreement between a buyer company and a supplier: no lines, class MRO003. */
export async function createSupplyAgreement(
  db: Kysely<Database>,
  input: { cpCd: string; spCd: string; userId: number; terms: ContractTerms },
  clock: { now: Date; today: string },
) {
  return db.transaction().execute(async (tx) =>
    createContract(
      tx,
      {
        kind: 'SUPPLY',
        ...input.terms,
        qtNo: null,
        cpCd: input.cpCd,
        spCd: input.spCd,
        partyA: await partyOf(tx, input.cpCd, null),
        partyB: await partyOf(tx, input.spCd, null),
        lines: [],
        regUserId: input.userId,
      },
      clock,
    ),
  );
}
