import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The provider back office (issue 45 item 3, decision 0067): a buyer's registration can be
 * rejected (status REJECTED, kept: the login id stays taken and the row tells the applicant why
 * the sign-in is refused), a supplier application keeps its rejection's reason, and every change
 * staff make is recorded in `backoffice_audit` (who, when, what, of which user or application).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    ALTER TABLE app_user DROP CONSTRAINT app_user_status_check;
    ALTER TABLE app_user ADD CONSTRAINT app_user_status_check
      CHECK (status IN ('ACTIVE', 'DORMANT', 'SUSPENDED', 'PENDING', 'REJECTED'));
    ALTER TABLE supplier_application ADD COLUMN reject_reason text;
    CREATE TABLE backoffice_audit (
      audit_id serial PRIMARY KEY,
      actor_user_id integer NOT NULL REFERENCES app_user,
      actor_login_id text NOT NULL,
      action text NOT NULL,
      target_id text NOT NULL,
      cp_cd text,
      detail text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX backoffice_audit_created ON backoffice_audit (created_at DESC, audit_id DESC);
    CREATE INDEX backoffice_audit_target ON backoffice_audit (target_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE backoffice_audit;
     ALTER TABLE supplier_application DROP COLUMN reject_reason;
     UPDATE app_user SET status = 'SUSPENDED' WHERE status = 'REJECTED';
     ALTER TABLE app_user DROP CONSTRAINT app_user_status_check;
     ALTER TABLE app_user ADD CONSTRAINT app_user_status_check
       CHECK (status IN ('ACTIVE', 'DORMANT', 'SUSPENDED', 'PENDING'));`,
  );
}
