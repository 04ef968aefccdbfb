// SMS and mail delivery behind interfaces. The development outbox writes every message to the
// sms_outbox table only (tests, and a local tester through GET /dev/outbox, read the code there);
// the log gets the masked number, never the text. Production sends through SMS_WEBHOOK_URL or,
// without one, refuses to send (MROAU0014): the outbox is never used there.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { MailProvider, SmsProvider } from '../context.ts';

export type { SmsProvider, MailProvider } from '../context.ts';

export function outboxSms(db: Kysely<Database>, log: () => FastifyBaseLogger, now: () => Date): SmsProvider {
  return {
    async send(phone, body) {
      await db.insertInto('sms_outbox').values({ phone, body, created_at: now() }).execute();
      log().info({ phone: maskPhone(phone) }, 'SMS written to the development outbox');
    },
  };
}

/**
 * A real provider: POSTs `{ to, text }` as JSON to the gateway at `url` (with `Authorization:
 * Bearer` when a token is set) and fails unless it answers 2xx. Nothing of the text is logged.
 */
export function webhookSms(
  url: string,
  token: string | null,
  log: () => FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    async send(phone, body) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: phone, text: body }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!response?.ok) {
        log().error({ phone: maskPhone(phone), status: response?.status ?? null }, 'SMS gateway refused the message');
        throw new ApiError(503, 'SMS_FAILED', 'MROAU0014');
      }
      log().info({ phone: maskPhone(phone) }, 'SMS sent');
    },
  };
}

/** Production without an SMS gateway: every send is refused with MROAU0014 (nothing is stored). */
export const disabledSms: SmsProvider = {
  async send() {
    throw new ApiError(503, 'SMS_DISABLED', 'MROAU0014');
  },
};

/** The provider the configuration asks for: the gateway, else the outbox outside production. */
export function smsFor(
  config: Pick<Config, 'production' | 'smsWebhookUrl' | 'smsWebhookToken'>,
  db: Kysely<Database>,
  log: () => FastifyBaseLogger,
  now: () => Date,
): { sms: SmsProvider; kind: 'webhook' | 'outbox' | 'disabled' } {
  if (config.smsWebhookUrl)
    return { sms: webhookSms(config.smsWebhookUrl, config.smsWebhookToken, log), kind: 'webhook' };
  if (config.production) return { sms: disabledSms, kind: 'disabled' };
  return { sms: outboxSms(db, log, now), kind: 'outbox' };
}

export function outboxMail(db: Kysely<Database>, log: () => FastifyBaseLogger, now: () => Date): MailProvider {
  return {
    async send(to, subject, body) {
      await db.insertInto('mail_outbox').values({ to_addr: to, subject, body, created_at: now() }).execute();
      log().info({ to: maskEmail(to) }, `mail (development outbox): ${subject}`);
    },
  };
}

export const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

export const maskPhone = (phone: string) => phone.replace(/\d(?=\d{4})/g, '*');
