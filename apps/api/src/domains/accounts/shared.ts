// What the account calls share: the public calls' rate limit, the login-id and code-label
// lookups, the start of an OTP flow, setting a password (every session of the user ends), the
// password rules' context of a user, and the temporary password an approval issues.
import { randomInt } from 'node:crypto';
import { passwordViolations, type ValidationError } from '@mro/rules';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { createTicket } from '../../auth/otp.ts';
import { revokeUser } from '../../auth/tokens.ts';

export const digits = (value: string) => value.replace(/\D/g, '');
export const field = (code: string, params = {}): ValidationError => ({ rule: 'is', code, params });
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** A temporary password that passes every password rule (sent once by mail, changed at first login). */
export function temporaryPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];
  for (;;) {
    const chars = sets.flatMap((set) => [0, 1, 2].map(() => set[randomInt(set.length)]!));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordViolations(password).length === 0) return password;
  }
}

/** What a user's password may not contain (their id, employee number, phone numbers). */
export const contextOf = (user: {
  login_id: string;
  emp_no: string | null;
  mobile_no: string;
  office_tel_no: string | null;
}) => ({
  loginId: user.login_id,
  employeeNo: user.emp_no,
  mobile: user.mobile_no,
  officePhone: user.office_tel_no,
});

export type AccountShared = ReturnType<typeof accountShared>;

export function accountShared(ctx: AppContext) {
  const { db } = ctx;
  const RATE = { max: ctx.config.authRatePerMinute, timeWindow: 60_000 };
  const PUBLIC = { access: 'public' as const, rateLimit: RATE };

  async function loginIdTaken(loginId: string): Promise<boolean> {
    const row = await db
      .selectFrom('app_user')
      .select('user_id')
      .where((eb) => eb(eb.fn('lower', ['login_id']), '=', loginId.toLowerCase()))
      .executeTakeFirst();
    return Boolean(row);
  }

  async function codeLabels(group: string, locale: 'ko' | 'en'): Promise<Record<string, string>> {
    const rows = await db
      .selectFrom('common_code')
      .select(['cd', 'cd_nm_ko', 'cd_nm_en'])
      .where('cd_lst_id', '=', group)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.cd, locale === 'en' ? r.cd_nm_en : r.cd_nm_ko]));
  }

  /** Starts an OTP flow: a ticket for the matching user, or a decoy ticket (nothing tells a miss). */
  async function startFlow(purpose: 'FIND_ID' | 'FIND_PW' | 'UNLOCK', userId: number | null) {
    const otpTicket = await createTicket(db, userId, purpose, ctx.now());
    return { otpTicket };
  }

  async function setPassword(userId: number, password: string, now: Date) {
    await db
      .updateTable('app_user')
      .set({
        pw_hash: await hashPassword(password),
        pw_changed_at: now,
        pw_change_next_yn: 'N',
        pw_remind_after: null,
        status: 'ACTIVE',
      })
      .where('user_id', '=', userId)
      .where('status', 'in', ['ACTIVE', 'DORMANT'])
      .execute();
    // Every session of the user ends (spec guidance: revoke on password change).
    await revokeUser(db, userId, now);
    // …in every instance before the answer (the database announced it; cache/shared.ts).
    await ctx.cache.settle(userId);
  }

  return { RATE, PUBLIC, loginIdTaken, codeLabels, startFlow, setPassword };
}
