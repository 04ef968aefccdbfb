// SMS and mail delivery behind interfaces. The development provider writes every message to the server
// log and the sms_outbox table (so tests and a local tester can read the code); a real provider
// implements the same `send`.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';

export interface SmsProvider {
  send(phone: string, body: string): Promise<void>;
}

export function outboxSms(db: Kysely<Database>, log: () => FastifyBaseLogger, now: () => Date): SmsProvider {
  return {
    async send(phone, body) {
      await db.insertInto('sms_outbox').values({ phone, body, created_at: now() }).execute();
      log().info({ phone: maskPhone(phone) }, `SMS (development outbox): ${body}`);
    },
  };
}

/** Mail (login ids issued on approval, bulk downloads) behind the same kind of interface. */
export interface MailProvider {
  send(to: string, subject: string, body: string): Promise<void>;
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
