// SMS one-time codes: 6 digits from crypto.randomInt, valid 10 minutes, single use, tied to one
// ticket (a login attempt, an unlock or a find-id/password flow), at most 5 sends per user in
// 10 minutes (then wait out the window), at most 5 wrong entries per code.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { OTP_MAX_SENDS, OTP_SEND_WINDOW_MS, OTP_VALID_MS } from '@mro/rules';
import type { Database, OtpTable } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import { sha256 } from './tokens.ts';
import type { SmsProvider } from './sms.ts';

export const OTP_MAX_TRIES = 5;

export async function createTicket(
  db: Kysely<Database>,
  userId: number | null,
  purpose: OtpTable['purpose'],
  now: Date,
) {
  const ticket = randomBytes(24).toString('base64url');
  await db
    .insertInto('otp')
    .values({
      ticket_hash: sha256(ticket),
      user_id: userId,
      purpose,
      code_hash: null,
      expires_at: null,
      tries: 0,
      used_at: null,
      created_at: now,
    })
    .execute();
  return ticket;
}

async function ticketRow(db: Kysely<Database>, ticket: string, purpose: OtpTable['purpose']) {
  const row = await db.selectFrom('otp').selectAll().where('ticket_hash', '=', sha256(ticket)).executeTakeFirst();
  if (!row || row.purpose !== purpose || row.used_at) throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
  return row;
}

/** The purpose of a live ticket (find id, find password, unlock...), or AMSCU0056. */
export async function ticketPurpose(db: Kysely<Database>, ticket: string): Promise<OtpTable['purpose']> {
  const row = await db
    .selectFrom('otp')
    .select(['purpose', 'used_at'])
    .where('ticket_hash', '=', sha256(ticket))
    .executeTakeFirst();
  if (!row || row.used_at) throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
  return row.purpose;
}

/** Sends a new code for the ticket (the previous one stops working). */
export async function sendCode(
  db: Kysely<Database>,
  sms: SmsProvider,
  ticket: string,
  purpose: OtpTable['purpose'],
  now: Date,
  locale: 'ko' | 'en',
): Promise<{ expiresAt: Date }> {
  const row = await ticketRow(db, ticket, purpose);
  const expiresAt = new Date(now.getTime() + OTP_VALID_MS);
  if (row.user_id === null) {
    // A decoy (nobody matched): it answers like a real ticket, but no code is sent or can match.
    await db
      .updateTable('otp')
      .set({ code_hash: randomBytes(32).toString('hex'), expires_at: expiresAt, tries: 0 })
      .where('otp_id', '=', row.otp_id)
      .execute();
    return { expiresAt };
  }
  const since = new Date(now.getTime() - OTP_SEND_WINDOW_MS);
  const sends = await db
    .selectFrom('otp_send')
    .select(['sent_at'])
    .where('user_id', '=', row.user_id)
    .where('sent_at', '>', since)
    .orderBy('sent_at', 'asc')
    .execute();
  if (sends.length >= OTP_MAX_SENDS) {
    const retryAt = new Date(new Date(sends[0]!.sent_at).getTime() + OTP_SEND_WINDOW_MS);
    const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 60_000));
    throw new ApiError(429, 'OTP_SEND_LIMIT', 'MROAU0006', { minutes }, {}, { retryAt: retryAt.toISOString() });
  }
  const user = await db
    .selectFrom('app_user')
    .select(['mobile_no'])
    .where('user_id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .updateTable('otp')
    .set({ code_hash: sha256(`${row.otp_id}:${code}`), expires_at: expiresAt, tries: 0 })
    .where('otp_id', '=', row.otp_id)
    .execute();
  await db.insertInto('otp_send').values({ user_id: row.user_id, sent_at: now }).execute();
  const body =
    locale === 'en' ? `[MRO] Verification code ${code} (valid 10 minutes)` : `[MRO] 인증번호 ${code} (10분간 유효)`;
  try {
    await sms.send(user.mobile_no, body);
  } catch {
    throw new ApiError(502, 'OTP_SEND_FAILED', 'AMSCU0055');
  }
  return { expiresAt };
}

/** Checks a code; on success the ticket is spent and its user id returned. */
export async function verifyCode(
  db: Kysely<Database>,
  ticket: string,
  purpose: OtpTable['purpose'],
  code: string,
  now: Date,
): Promise<number> {
  const row = await ticketRow(db, ticket, purpose);
  if (!row.code_hash || !row.expires_at) throw new ApiError(400, 'OTP_INVALID', 'AMSCU0056');
  if (new Date(row.expires_at) <= now) throw new ApiError(400, 'OTP_EXPIRED', 'MROAU0005');
  if (row.tries >= OTP_MAX_TRIES) throw new ApiError(400, 'OTP_TRIES', 'MROAU0007');
  const given = Buffer.from(sha256(`${row.otp_id}:${code}`));
  if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
    const tries = row.tries + 1;
    await db.updateTable('otp').set({ tries }).where('otp_id', '=', row.otp_id).execute();
    throw tries >= OTP_MAX_TRIES
      ? new ApiError(400, 'OTP_TRIES', 'MROAU0007')
      : new ApiError(400, 'OTP_WRONG', 'AMSCU0056', {}, {}, { triesLeft: OTP_MAX_TRIES - tries });
  }
  await db.updateTable('otp').set({ used_at: now }).where('otp_id', '=', row.otp_id).execute();
  if (row.user_id === null) throw new ApiError(400, 'OTP_WRONG', 'AMSCU0056');
  return row.user_id;
}
