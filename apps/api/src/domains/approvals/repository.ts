// The generic approval engine's data (issue 43 item 5, decision 0048). A domain that needs its
// company's approval (purchase orders: doc kind 'PO') calls `startApproval` with its document's
// kind and id; the company's default line is copied onto the document; each agreement (H) and
// approval (B) step decides in line order (`decide`); the last approval completes the document,
// then post-approval (Y) and notice (J) steps are told. The drafter may ask to cancel a completed
// document (`cancel`): its last approver decides that round. Every change checks the state
// machine of @mro/rules and the caller's `version` under a row lock (two approvers at once: one
// wins, the other gets MROAP0003), writes the steps, the waiting person's and the drafter's
// notifications in the same transaction, and runs the doc kind's hook (`registerApprovalHooks`):
// the order goes to its supplier only from `onCompleted`. Mails and SMS (the steps' alert types)
// go out after the commit through the context's providers (the development outboxes).
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  APPROVAL_DUPLICATE,
  APPROVAL_NO_LINE,
  APPROVAL_NOT_YOURS,
  APPROVAL_STALE,
  APPROVAL_STATUS,
  DECIDING_KINDS,
  alertSendsMail,
  alertSendsSms,
  approvalNext,
  approvalRefusal,
  isLastDecidingStep,
  particle,
  seoulDay,
  statusTerm,
  type ApprovalAction,
  type ApprovalProcessKind,
} from '@mro/rules';
import type { Database } from '../../db/schema.ts';
import type { MailProvider, SmsProvider } from '../../auth/sms.ts';
import { refuse } from '../../shared/refusal.ts';
import { notify, type NewNotification } from '../notifications/repository.ts';

/** What the engine needs besides the database: the clock and the alert channels. */
export interface ApprovalDeps {
  now: () => Date;
  mail: MailProvider;
  sms: SmsProvider;
}

/** The document as the owning domain's hook receives it (inside the deciding transaction). */
export interface ApprovalEvent {
  tx: Transaction<Database>;
  apprNo: string;
  docKind: string;
  docId: string;
  companyId: string;
  status: string;
}
export type ApprovalHook = (event: ApprovalEvent) => Promise<void>;
export interface ApprovalHooks {
  /** The last approval step approved (status 3): e.g. the order goes to its supplier. */
  onCompleted?: ApprovalHook;
  /** An agreement or approval step rejected (status 7). */
  onRejected?: ApprovalHook;
  /** A cancel approval approved (status 5). */
  onCancelled?: ApprovalHook;
  /**
   * Every change of the document's status (after the hook above, if any): a cancel requested (4),
   * a cancel rejected (back to 3) too, so that a domain mirroring the status sees each one.
   */
  onChanged?: ApprovalHook;
}

const hooks = new Map<string, ApprovalHooks>();
/** Registers what a doc kind's domain does when its document's approval ends (once per kind). */
export function registerApprovalHooks(docKind: string, h: ApprovalHooks): () => void {
  hooks.set(docKind, h);
  return () => {
    if (hooks.get(docKind) === h) hooks.delete(docKind);
  };
}

/** The screen a notification opens (the buyer system's approval box, on this document). */
export const approvalLink = (apprNo: string) => `/by/approval/inbox?apprNo=${encodeURIComponent(apprNo)}`;

export interface Alert {
  userId: number;
  alertType: string;
  subject: string;
  body: string;
}

/** Sends alerts a caller collected inside its own transaction (`startApproval`'s `pending`). */
export async function sendApprovalAlerts(db: Kysely<Database>, deps: ApprovalDeps, alerts: Alert[]): Promise<void> {
  await sendAlerts(db, deps, alerts);
}

async function sendAlerts(db: Kysely<Database>, deps: ApprovalDeps, alerts: Alert[]): Promise<void> {
  const wanted = alerts.filter((a) => alertSendsMail(a.alertType) || alertSendsSms(a.alertType));
  if (!wanted.length) return;
  const users = await db
    .selectFrom('app_user')
    .select(['user_id', 'email', 'mobile_no'])
    .where(
      'user_id',
      'in',
      wanted.map((a) => a.userId),
    )
    .execute();
  for (const a of wanted) {
    const u = users.find((x) => x.user_id === a.userId);
    if (!u) continue;
    if (alertSendsMail(a.alertType) && u.email) await deps.mail.send(u.email, a.subject, a.body);
    if (alertSendsSms(a.alertType) && u.mobile_no) await deps.sms.send(u.mobile_no, a.subject);
  }
}

/** An alert's text (Korean, as the company's mails and SMS are). */
const alertText = {
  waiting: (apprNo: string, title: string) => ({
    subject: `[MRO] 결재 요청: ${title}`,
    body: `결재를 기다리는 문서가 있습니다. 문서 번호 ${apprNo}, 제목 ${title}.`,
  }),
  decided: (apprNo: string, title: string, status: string) => ({
    subject: `[MRO] 결재 결과: ${title}`,
    body: `문서 번호 ${apprNo}의 결재 진행 상태가 ${particle(statusTerm('approval', status, 'ko'), '으로/로')} 바뀌었습니다.`,
  }),
};

async function nextApprNo(tx: Transaction<Database>, now: Date): Promise<string> {
  const { n } = await tx.selectNoFrom(sql<string>`nextval('approval_doc_no_seq')`.as('n')).executeTakeFirstOrThrow();
  return `AP${seoulDay(now)}${String(Number(n) % 1_000_000).padStart(6, '0')}`;
}

/** An approval number as the engine issues it: AP, the day (YYYYMMDD) and six digits. */
export const APPROVAL_NO = /^AP\d{14}$/;

export interface StartInput {
  companyId: string;
  docKind: string;
  docId: string;
  drafterUserId: number;
  title: string;
  /** Decimal text (decision 0106). */
  amount: string;
  currency: string;
}

/**
 * Puts a document into approval along the company's default line: status 2, the first agreement
 * or approval step waiting (notified, alerted). Refuses a second document of the same kind and id
 * (MROAP0004) and a company without a deciding step (MROAP0005). Pass a transaction to start it
 * with the owning domain's own insert.
 */
export async function startApproval(
  db: Kysely<Database>,
  deps: ApprovalDeps,
  input: StartInput,
  options: { tx?: Transaction<Database>; pending?: Alert[] } = {},
): Promise<{ apprNo: string; statCd: string; version: number }> {
  const alerts: Alert[] = options.pending ?? [];
  const work = async (tx: Transaction<Database>) => {
    const now = deps.now();
    const existing = await tx
      .selectFrom('approval_doc')
      .select('appr_no')
      .where('doc_kind', '=', input.docKind)
      .where('doc_id', '=', input.docId)
      .executeTakeFirst();
    if (existing) throw refuse.conflict(APPROVAL_DUPLICATE, { apprNo: existing.appr_no });
    const line = await tx
      .selectFrom('approval_line')
      .select('line_id')
      .where('cp_cd', '=', input.companyId)
      .where('default_yn', '=', 'Y')
      .executeTakeFirst();
    const steps = line
      ? await tx
          .selectFrom('approval_line_step')
          .selectAll()
          .where('line_id', '=', line.line_id)
          .where('user_id', '!=', input.drafterUserId)
          .orderBy('step_no')
          .execute()
      : [];
    const first = steps.find((s) => DECIDING_KINDS.includes(s.proc_kind_cd as ApprovalProcessKind));
    if (!line || !first) throw refuse.conflict(APPROVAL_NO_LINE);
    const apprNo = await nextApprNo(tx, now);
    const status = approvalNext(APPROVAL_STATUS.TEMP_SAVED, 'submit')!;
    await tx
      .insertInto('approval_doc')
      .values({
        appr_no: apprNo,
        doc_kind: input.docKind,
        doc_id: input.docId,
        cp_cd: input.companyId,
        drafter_user_id: input.drafterUserId,
        title: input.title,
        amount: input.amount,
        crncy_cd: input.currency,
        stat_cd: status,
        cur_step_no: first.step_no,
        line_id: line.line_id,
        reg_dt: now,
        upd_dt: now,
      })
      .execute();
    await tx
      .insertInto('approval_step')
      .values([
        {
          appr_no: apprNo,
          round: 1,
          step_no: 0,
          user_id: input.drafterUserId,
          proc_kind_cd: 'A',
          alert_type_cd: 'N',
          decision_cd: 'DRAFTED',
          reason_cn: null,
          decided_at: now,
        },
        ...steps.map((s) => ({
          appr_no: apprNo,
          round: 1,
          step_no: s.step_no,
          user_id: s.user_id,
          proc_kind_cd: s.proc_kind_cd,
          alert_type_cd: s.alert_type_cd,
          decision_cd: s.step_no === first.step_no ? 'WAIT' : null,
          reason_cn: null,
          decided_at: null,
        })),
      ])
      .execute();
    await notify(tx, [waitingEvent(first.user_id, apprNo, input.title)], now);
    alerts.push({ userId: first.user_id, alertType: first.alert_type_cd, ...alertText.waiting(apprNo, input.title) });
    return { apprNo, statCd: status, version: 1 };
  };
  const result = options.tx ? await work(options.tx) : await db.transaction().execute(work);
  // Inside the caller's transaction the alerts wait for its commit: the caller collects them in
  // `pending` and sends them with `sendApprovalAlerts` after the commit.
  if (!options.tx) await sendAlerts(db, deps, alerts);
  return result;
}

const waitingEvent = (userId: number, apprNo: string, title: string): NewNotification => ({
  userId,
  kind: 'APPROVAL_WAITING',
  params: { apprNo, title },
  link: approvalLink(apprNo),
});

export interface DecideInput {
  apprNo: string;
  companyId: string;
  userId: number;
  decision: 'approve' | 'reject';
  /** Required to reject (the route checks the rule). */
  reason: string;
  /** The version the caller read. */
  version: number;
}

interface Locked {
  appr_no: string;
  doc_kind: string;
  doc_id: string;
  cp_cd: string;
  drafter_user_id: number;
  title: string;
  stat_cd: string;
  cur_step_no: number | null;
  round: number;
  version: number;
}

async function lockDoc(tx: Transaction<Database>, apprNo: string, companyId: string, version: number): Promise<Locked> {
  const doc = await tx
    .selectFrom('approval_doc')
    .select(['appr_no', 'doc_kind', 'doc_id', 'cp_cd', 'drafter_user_id', 'title', 'stat_cd', 'cur_step_no'])
    .select(['round', 'version'])
    .where('appr_no', '=', apprNo)
    .where('cp_cd', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!doc) throw refuse.notFound();
  if (doc.version !== version) throw refuse.conflict(APPROVAL_STALE, { apprNo });
  return doc;
}

function refuseAction(status: string, action: ApprovalAction, apprNo: string) {
  const refusal = approvalRefusal(status, action);
  if (refusal) throw refuse.conflict(refusal, { apprNo });
}

/**
 * The waiting person's decision. Under approval (2): approve (the next deciding step waits, or
 * the document completes), reject (7). Under cancel approval (4): approve the cancel (5) or
 * reject it (back to 3). Refused: another company's document (404), a stale version (MROAP0003),
 * a status the machine does not allow (MROAP0001), a caller the document does not wait for
 * (MROAP0002).
 */
export async function decide(
  db: Kysely<Database>,
  deps: ApprovalDeps,
  input: DecideInput,
): Promise<{ apprNo: string; statCd: string; version: number }> {
  const alerts: Alert[] = [];
  const result = await db.transaction().execute(async (tx) => {
    const now = deps.now();
    const doc = await lockDoc(tx, input.apprNo, input.companyId, input.version);
    const cancelRound = doc.stat_cd === APPROVAL_STATUS.CANCEL_REQUESTED;
    if (doc.stat_cd !== APPROVAL_STATUS.IN_APPROVAL && !cancelRound)
      refuseAction(doc.stat_cd, input.decision === 'approve' ? 'approve' : 'reject', doc.appr_no);
    const steps = await tx
      .selectFrom('approval_step')
      .selectAll()
      .where('appr_no', '=', doc.appr_no)
      .where('round', '=', doc.round)
      .orderBy('step_no')
      .execute();
    const waiting = steps.find((s) => s.step_no === doc.cur_step_no && s.decision_cd === 'WAIT');
    if (!waiting || waiting.user_id !== input.userId)
      throw refuse.forbidden(APPROVAL_NOT_YOURS, { apprNo: doc.appr_no });

    const line = steps.map((s) => ({ stepNo: s.step_no, kind: s.proc_kind_cd }));
    const last = isLastDecidingStep(line, waiting.step_no);
    const action: ApprovalAction = cancelRound
      ? input.decision === 'approve'
        ? 'approveCancel'
        : 'rejectCancel'
      : input.decision === 'reject'
        ? 'reject'
        : last
          ? 'approveLast'
          : 'approve';
    refuseAction(doc.stat_cd, action, doc.appr_no);
    const to = approvalNext(doc.stat_cd, action)!;

    await tx
      .updateTable('approval_step')
      .set({
        decision_cd: input.decision === 'approve' ? 'APPROVED' : 'REJECTED',
        reason_cn: input.reason || null,
        decided_at: now,
      })
      .where('appr_no', '=', doc.appr_no)
      .where('round', '=', doc.round)
      .where('step_no', '=', waiting.step_no)
      .execute();

    const events: NewNotification[] = [];
    let nextStep: number | null = null;
    if (action === 'approve') {
      const next = steps.find(
        (s) => s.step_no > waiting.step_no && DECIDING_KINDS.includes(s.proc_kind_cd as ApprovalProcessKind),
      )!;
      nextStep = next.step_no;
      await tx
        .updateTable('approval_step')
        .set({ decision_cd: 'WAIT' })
        .where('appr_no', '=', doc.appr_no)
        .where('round', '=', doc.round)
        .where('step_no', '=', next.step_no)
        .execute();
      events.push(waitingEvent(next.user_id, doc.appr_no, doc.title));
      alerts.push({
        userId: next.user_id,
        alertType: next.alert_type_cd,
        ...alertText.waiting(doc.appr_no, doc.title),
      });
    } else {
      // The document's round ends: whoever had not been reached is skipped (rejected), or told
      // (completed: post-approval and notice steps).
      const rest = steps.filter((s) => s.step_no > waiting.step_no && s.decision_cd === null);
      const told = action === 'approveLast' ? rest.filter((s) => s.proc_kind_cd === 'Y' || s.proc_kind_cd === 'J') : [];
      for (const [decision, group] of [
        ['NOTIFIED', told],
        ['SKIPPED', rest.filter((s) => !told.includes(s))],
      ] as const) {
        if (!group.length) continue;
        await tx
          .updateTable('approval_step')
          .set({ decision_cd: decision, decided_at: now })
          .where('appr_no', '=', doc.appr_no)
          .where('round', '=', doc.round)
          .where(
            'step_no',
            'in',
            group.map((s) => s.step_no),
          )
          .execute();
      }
      for (const s of told) {
        events.push({
          userId: s.user_id,
          kind: 'APPROVAL_NOTICE',
          params: { apprNo: doc.appr_no, title: doc.title, kind: s.proc_kind_cd },
          link: approvalLink(doc.appr_no),
        });
        alerts.push({
          userId: s.user_id,
          alertType: s.alert_type_cd,
          ...alertText.decided(doc.appr_no, doc.title, to),
        });
      }
      events.push({
        userId: doc.drafter_user_id,
        kind: 'APPROVAL_DECIDED',
        params: { apprNo: doc.appr_no, title: doc.title, statCd: to },
        link: approvalLink(doc.appr_no),
      });
    }
    const updated = await tx
      .updateTable('approval_doc')
      .set((eb) => ({
        stat_cd: to,
        cur_step_no: nextStep,
        version: eb('version', '+', 1),
        upd_dt: now,
      }))
      .where('appr_no', '=', doc.appr_no)
      .where('version', '=', doc.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw refuse.conflict(APPROVAL_STALE, { apprNo: doc.appr_no });
    await notify(tx, events, now);

    const h = hooks.get(doc.doc_kind);
    const hook =
      action === 'approveLast'
        ? h?.onCompleted
        : action === 'reject'
          ? h?.onRejected
          : action === 'approveCancel'
            ? h?.onCancelled
            : undefined;
    const event = { tx, apprNo: doc.appr_no, docKind: doc.doc_kind, docId: doc.doc_id, companyId: doc.cp_cd };
    if (hook) await hook({ ...event, status: to });
    if (h?.onChanged && to !== doc.stat_cd) await h.onChanged({ ...event, status: to });
    return { apprNo: doc.appr_no, statCd: to, version: doc.version + 1 };
  });
  await sendAlerts(db, deps, alerts);
  return result;
}

export interface CancelInput {
  apprNo: string;
  companyId: string;
  userId: number;
  reason: string;
  version: number;
}

/**
 * The drafter asks to cancel a completed document (3 → 4): a new round of one step, the last
 * approver of the approval round, waits; that person decides it with `decide`.
 */
export async function cancel(
  db: Kysely<Database>,
  deps: ApprovalDeps,
  input: CancelInput,
): Promise<{ apprNo: string; statCd: string; version: number }> {
  const alerts: Alert[] = [];
  const result = await db.transaction().execute(async (tx) => {
    const now = deps.now();
    const doc = await lockDoc(tx, input.apprNo, input.companyId, input.version);
    if (doc.drafter_user_id !== input.userId) throw refuse.forbidden(APPROVAL_NOT_YOURS, { apprNo: doc.appr_no });
    refuseAction(doc.stat_cd, 'requestCancel', doc.appr_no);
    const to = approvalNext(doc.stat_cd, 'requestCancel')!;
    const approver = await tx
      .selectFrom('approval_step')
      .selectAll()
      .where('appr_no', '=', doc.appr_no)
      .where('round', '=', 1)
      .where('proc_kind_cd', 'in', [...DECIDING_KINDS])
      .orderBy('step_no', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const round = doc.round + 1;
    await tx
      .insertInto('approval_step')
      .values([
        {
          appr_no: doc.appr_no,
          round,
          step_no: 0,
          user_id: input.userId,
          proc_kind_cd: 'A',
          alert_type_cd: 'N',
          decision_cd: 'DRAFTED',
          reason_cn: input.reason,
          decided_at: now,
        },
        {
          appr_no: doc.appr_no,
          round,
          step_no: 1,
          user_id: approver.user_id,
          proc_kind_cd: 'B',
          alert_type_cd: approver.alert_type_cd,
          decision_cd: 'WAIT',
          reason_cn: null,
          decided_at: null,
        },
      ])
      .execute();
    await tx
      .updateTable('approval_doc')
      .set((eb) => ({ stat_cd: to, round, cur_step_no: 1, version: eb('version', '+', 1), upd_dt: now }))
      .where('appr_no', '=', doc.appr_no)
      .execute();
    await notify(tx, [waitingEvent(approver.user_id, doc.appr_no, doc.title)], now);
    const changed = hooks.get(doc.doc_kind)?.onChanged;
    if (changed)
      await changed({
        tx,
        apprNo: doc.appr_no,
        docKind: doc.doc_kind,
        docId: doc.doc_id,
        companyId: doc.cp_cd,
        status: to,
      });
    alerts.push({
      userId: approver.user_id,
      alertType: approver.alert_type_cd,
      ...alertText.waiting(doc.appr_no, doc.title),
    });
    return { apprNo: doc.appr_no, statCd: to, version: doc.version + 1 };
  });
  await sendAlerts(db, deps, alerts);
  return result;
}

export type Box = 'waiting' | 'drafted' | 'decided';

/** The approval box's and detail's reads, scoped to the caller's company. */
export function approvalRepository(db: Kysely<Database>) {
  const boxQuery = (companyId: string, userId: number, box: Box) => {
    const q = db
      .selectFrom('approval_doc as d')
      .innerJoin('app_user as u', 'u.user_id', 'd.drafter_user_id')
      .where('d.cp_cd', '=', companyId);
    if (box === 'drafted') return q.where('d.drafter_user_id', '=', userId);
    const decision = box === 'waiting' ? ['WAIT'] : ['APPROVED', 'REJECTED'];
    return q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('approval_step as s')
          .select('s.step_no')
          .whereRef('s.appr_no', '=', 'd.appr_no')
          .where('s.user_id', '=', userId)
          .where('s.step_no', '>', 0)
          .where('s.decision_cd', 'in', decision),
      ),
    );
  };
  return {
    async box(companyId: string, userId: number, box: Box, limit: number, offset: number) {
      const q = boxQuery(companyId, userId, box);
      const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      const rows = await q
        .select(['d.appr_no', 'd.doc_kind', 'd.doc_id', 'd.title', 'd.amount', 'd.crncy_cd', 'd.stat_cd'])
        .select(['d.reg_dt', 'd.upd_dt', 'd.version', 'u.user_nm'])
        .orderBy('d.upd_dt', 'desc')
        .orderBy('d.appr_no', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(n), rows };
    },

    head(companyId: string, apprNo: string) {
      return db
        .selectFrom('approval_doc as d')
        .innerJoin('app_user as u', 'u.user_id', 'd.drafter_user_id')
        .selectAll('d')
        .select('u.user_nm')
        .where('d.cp_cd', '=', companyId)
        .where('d.appr_no', '=', apprNo)
        .executeTakeFirst();
    },

    steps(apprNo: string) {
      return db
        .selectFrom('approval_step as s')
        .innerJoin('app_user as u', 'u.user_id', 's.user_id')
        .select(['s.round', 's.step_no', 's.user_id', 's.proc_kind_cd', 's.alert_type_cd', 's.decision_cd'])
        .select(['s.reason_cn', 's.decided_at', 'u.user_nm'])
        .where('s.appr_no', '=', apprNo)
        .orderBy('s.round')
        .orderBy('s.step_no')
        .execute();
    },

    async lines(companyId: string) {
      const lines = await db
        .selectFrom('approval_line')
        .selectAll()
        .where('cp_cd', '=', companyId)
        .orderBy('line_id')
        .execute();
      const steps = lines.length
        ? await db
            .selectFrom('approval_line_step as s')
            .innerJoin('app_user as u', 'u.user_id', 's.user_id')
            .select(['s.line_id', 's.step_no', 's.proc_kind_cd', 's.alert_type_cd', 'u.user_nm'])
            .where(
              's.line_id',
              'in',
              lines.map((l) => l.line_id),
            )
            .orderBy('s.step_no')
            .execute()
        : [];
      return lines.map((l) => ({ ...l, steps: steps.filter((s) => s.line_id === l.line_id) }));
    },
  };
}
