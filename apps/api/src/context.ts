import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { SmsProvider } from './auth/sms.ts';

/** What every route needs: the database, the configuration, the clock (tests move it) and SMS. */
export interface AppContext {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  sms: SmsProvider;
}
