/** Time picker values: HH:MM:00, 24-hour hours that wrap, 12-hour with AM/PM. */

export type Meridiem = 'AM' | 'PM';

const wrap = (n: number, size: number) => {
  const whole = Number.isFinite(n) ? Math.trunc(n) : 0;
  return ((whole % size) + size) % size;
};
const pad = (n: number) => String(n).padStart(2, '0');

/** `{ hour: 9, minute: 5 }` → `09:05:00`. Hours wrap at 24 and minutes at 60 (25 → 01). */
export function formatTimeValue({ hour, minute }: { hour: number; minute: number }): string {
  return `${pad(wrap(hour, 24))}:${pad(wrap(minute, 60))}:00`;
}

/** 12 AM → 0, 1 AM → 1, 12 PM → 12, 1 PM → 13. Hours outside 1–12 wrap (13 AM is 1 AM). */
export function to24Hour(hour12: number, meridiem: Meridiem): number {
  const h = wrap(wrap(hour12, 12) - 1, 12) + 1;
  if (meridiem === 'AM') return h === 12 ? 0 : h;
  return h === 12 ? 12 : h + 12;
}

/** 0 → 12 AM, 13 → 1 PM. */
export function to12Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  const h = wrap(hour24, 24);
  return { hour: h % 12 === 0 ? 12 : h % 12, meridiem: h < 12 ? 'AM' : 'PM' };
}

/** HH:MM or HH:MM:SS (also H:MM and HHMM) → { hour, minute }; null when not a valid time. */
export function parseTimeValue(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):?(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute };
}

/**
 * A time on the list's step: the nearest option (half way rounds up), never past the day's last
 * option (23:58 with a 10-minute step is 23:50, not tomorrow's 00:00). A typed 1:37 with a
 * 10-minute step becomes 01:40:00, as if picked from the list. Invalid text gives null.
 */
export function snapTime(text: string, stepMinutes: number): string | null {
  const time = parseTimeValue(text);
  if (!time) return null;
  const step = Math.max(1, Math.trunc(stepMinutes) || 1);
  const last = Math.floor((24 * 60 - 1) / step) * step;
  const minutes = Math.min(last, Math.round((time.hour * 60 + time.minute) / step) * step);
  return formatTimeValue({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** Times of the dropdown for a step of 1, 5, 10, 30 or 60 minutes, from 00:00:00. */
export function timeOptions(stepMinutes: number): string[] {
  const step = Math.max(1, Math.trunc(stepMinutes) || 1);
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += step) out.push(formatTimeValue({ hour: Math.floor(m / 60), minute: m % 60 }));
  return out;
}
