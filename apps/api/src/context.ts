import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { SharedCache } from './cache/shared.ts';

/** Where SMS go (auth/sms.ts: the gateway, the development outbox). */
export interface SmsProvider {
  send(phone: string, body: string): Promise<void>;
}

/** Mail (login ids issued on approval, bulk downloads) behind the same kind of interface. */
export interface MailProvider {
  send(to: string, subject: string, body: string): Promise<void>;
}

/** What every route needs: the database, the configuration, the clock (tests move it), SMS,
 * mail and the signing secret. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  sms: SmsProvider;
  mail: MailProvider;
  /** Signs download, report and SSO-independent tokens (setting 'secret'). */
  secret: Buffer;
  /** Reference answers and sessions in memory, dropped on every announced change (cache/shared.ts). */
  cache: SharedCache;
}
