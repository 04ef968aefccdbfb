import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * Approvals (decision 0048) and notifications (decision 0049).
 * - `approval_line` / `approval_line_step`: a buyer company's approval lines, each an ordered list
 *   of people with their process kind (H agreement, B approval, Y post-approval, J notice) and
 *   alert type (A all, M mail, S SMS, N none); the drafter (A) is whoever starts a document.
 * - `approval_doc`: one document in approval, generic over its kind (`doc_kind` 'PO', …, and the
 *   owning domain's `doc_id`), its status (1 … 7), the step that waits, and `version`, which
 *   grows with every change so that two approvers deciding at once cannot both win.
 * - `approval_step`: the line copied onto the document when it is submitted (a later change of
 *   the line does not move documents in flight), with each person's decision, reason and time;
 *   `round` 1 is the approval, 2 and later a cancel approval.
 * - `notification`: one event for one user (what happened, its parameters, the screen to open),
 *   read or not.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `
    CREATE TABLE approval_line (
      line_id serial PRIMARY KEY,
      cp_cd text NOT NULL REFERENCES company,
      line_nm text NOT NULL,
      default_yn char(1) NOT NULL DEFAULT 'N'
    );
    CREATE UNIQUE INDEX approval_line_default ON approval_line (cp_cd) WHERE default_yn = 'Y';
    CREATE TABLE approval_line_step (
      line_id integer NOT NULL REFERENCES approval_line ON DELETE CASCADE,
      step_no integer NOT NULL CHECK (step_no >= 1),
      user_id integer NOT NULL REFERENCES app_user,
      proc_kind_cd char(1) NOT NULL CHECK (proc_kind_cd IN ('H', 'B', 'Y', 'J')),
      alert_type_cd char(1) NOT NULL CHECK (alert_type_cd IN ('A', 'M', 'S', 'N')),
      PRIMARY KEY (line_id, step_no)
    );
    CREATE SEQUENCE approval_doc_no_seq;
    CREATE TABLE approval_doc (
      appr_no text PRIMARY KEY,
      doc_kind text NOT NULL,
      doc_id text NOT NULL,
      cp_cd text NOT NULL REFERENCES company,
      drafter_user_id integer NOT NULL REFERENCES app_user,
      title text NOT NULL,
      amount numeric(20, 2) NOT NULL DEFAULT 0,
      crncy_cd text NOT NULL DEFAULT 'KRW',
      stat_cd char(1) NOT NULL CHECK (stat_cd IN ('1', '2', '3', '4', '5', '6', '7')),
      cur_step_no integer,
      round integer NOT NULL DEFAULT 1,
      line_id integer REFERENCES approval_line,
      version integer NOT NULL DEFAULT 1,
      reg_dt timestamptz NOT NULL,
      upd_dt timestamptz NOT NULL,
      UNIQUE (doc_kind, doc_id)
    );
    CREATE INDEX approval_doc_company ON approval_doc (cp_cd, reg_dt DESC);
    CREATE INDEX approval_doc_drafter ON approval_doc (drafter_user_id, reg_dt DESC);
    CREATE TABLE approval_step (
      appr_no text NOT NULL REFERENCES approval_doc ON DELETE CASCADE,
      round integer NOT NULL,
      step_no integer NOT NULL,
      user_id integer NOT NULL REFERENCES app_user,
      proc_kind_cd char(1) NOT NULL CHECK (proc_kind_cd IN ('A', 'B', 'H', 'Y', 'J')),
      alert_type_cd char(1) NOT NULL,
      decision_cd text,
      reason_cn text,
      decided_at timestamptz,
      PRIMARY KEY (appr_no, round, step_no)
    );
    CREATE INDEX approval_step_waiting ON approval_step (user_id) WHERE decision_cd = 'WAIT';
    CREATE TABLE notification (
      ntf_id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES app_user,
      kind_cd text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}',
      link_path text,
      read_at timestamptz,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX notification_user ON notification (user_id, ntf_id DESC);
    CREATE INDEX notification_unread ON notification (user_id) WHERE read_at IS NULL;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `DROP TABLE notification; DROP TABLE approval_step; DROP TABLE approval_doc; DROP SEQUENCE approval_doc_no_seq;
     DROP TABLE approval_line_step; DROP TABLE approval_line;`,
  );
}
