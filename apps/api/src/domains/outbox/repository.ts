// The development outboxes (auth/sms.ts writes them): the latest messages a local tester or an
// end-to-end test would have received.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The 20 latest mails, newest first. */
export async function latestMails(db: Kysely<Database>) {
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['to_addr', 'subject', 'body', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return mails.map((m) => ({
    to: m.to_addr,
    subject: m.subject,
    body: m.body,
    createdAt: new Date(m.created_at).toISOString(),
  }));
}

/** The 20 latest SMS, newest first. */
export async function latestSms(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('sms_outbox')
    .select(['phone', 'body', 'created_at'])
    .orderBy('sms_id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ phone: r.phone, body: r.body, createdAt: new Date(r.created_at).toISOString() }));
}
