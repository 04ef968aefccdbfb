/**
 * When the access token is renewed (spec 000 §4: "tokens refreshed to extend"; access one hour,
 * refresh one day). A session stays open while the user works: shortly before the access token
 * runs out, it is refreshed if the user did something since the last renewal; an idle session is
 * left to expire, and then the page says so (session.expired) and returns to the entry home.
 * Pure: the caller brings the clock and schedules the next look.
 */
export const REFRESH_LEAD_MS = 5 * 60_000;
/** Never look again sooner than this (a clock far off, an expiry in the past). */
export const MIN_CHECK_MS = 1_000;

export type RefreshStep = { action: 'wait'; ms: number } | { action: 'refresh' } | { action: 'expire' };

export interface RefreshFacts {
  now: number;
  /** The access token's expiry (epoch ms). */
  expiresAt: number;
  /** The user's last input (epoch ms), or null when none was seen. */
  lastActivity: number | null;
  /** The last renewal or sign-in (epoch ms). */
  lastRenewal: number;
  leadMs?: number;
}

export function planRefresh({
  now,
  expiresAt,
  lastActivity,
  lastRenewal,
  leadMs = REFRESH_LEAD_MS,
}: RefreshFacts): RefreshStep {
  if (now >= expiresAt) return { action: 'expire' };
  const refreshAt = expiresAt - leadMs;
  const active = lastActivity !== null && lastActivity > lastRenewal;
  if (now >= refreshAt) {
    if (active) return { action: 'refresh' };
    // Idle so far: look again at the expiry (activity before then still refreshes).
    return { action: 'wait', ms: Math.max(MIN_CHECK_MS, Math.min(expiresAt - now, leadMs / 5)) };
  }
  return { action: 'wait', ms: Math.max(MIN_CHECK_MS, refreshAt - now) };
}
