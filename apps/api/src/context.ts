import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { MailProvider, SmsProvider } from './auth/sms.ts';
import type { SharedCache } from './cache/shared.ts';

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
