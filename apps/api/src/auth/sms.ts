// SMS delivery behind an interface. The development provider writes every message to the server
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

export const maskPhone = (phone: string) => phone.replace(/\d(?=\d{4})/g, '*');
