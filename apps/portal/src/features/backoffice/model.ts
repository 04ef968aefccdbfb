/**
 * The registrations queue's pure parts (decision 0064): the working time left of a registration
 * as hours and minutes (negative once overdue) and its badge's tone; the row that takes focus
 * once an approved row has left the queue.
 */
import type { BadgeTone } from '@mro/ui';

/** Under this much working time left a registration shows as urgent. */
export const URGENT_MINUTES = 4 * 60;

export interface TimeLeft {
  overdue: boolean;
  hours: number;
  minutes: number;
  tone: BadgeTone;
}

export function timeLeftOf(leftMinutes: number): TimeLeft {
  const overdue = leftMinutes < 0;
  const total = Math.abs(leftMinutes);
  return {
    overdue,
    hours: Math.floor(total / 60),
    minutes: total % 60,
    tone: overdue ? 'danger' : leftMinutes < URGENT_MINUTES ? 'warning' : 'info',
  };
}

/**
 * The key of the row to focus after `gone` left the list: the one that took its place, else the
 * one before it, else none (the table itself).
 */
export function nextFocusKey(before: readonly string[], gone: string, after: readonly string[]): string | null {
  const index = before.indexOf(gone);
  const remaining = new Set(after);
  for (const key of before.slice(index + 1)) if (remaining.has(key)) return key;
  for (const key of before.slice(0, Math.max(index, 0)).reverse()) if (remaining.has(key)) return key;
  return after[0] ?? null;
}
