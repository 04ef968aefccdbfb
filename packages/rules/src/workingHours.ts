/**
 * Working time (decision 0064): the spec gives the provider's staff "about 24 working hours" to
 * decide a buyer's registration. Working time is the clock time that falls on a working day of
 * Seoul's calendar: a day that is neither a Saturday or Sunday nor in the holiday calendar (the
 * server's `holiday` table). A registration on Friday 15:00 is due on Monday 15:00; one on a
 * Saturday is due on Tuesday 00:00 (the 24 hours of Monday). Pure: the holidays are passed in.
 */

/** The working hours the spec gives staff for a registration (spec 000 §1, 001 "about 24"). */
export const REGISTRATION_WORKING_HOURS = 24;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Seoul is UTC+9 with no daylight saving time. */
const SEOUL_OFFSET = 9 * HOUR;
/** The longest span counted (ten years of days); past it the count stops. */
const MAX_DAYS = 3660;

const ymdOf = (seoulMidnight: number): string => new Date(seoulMidnight).toISOString().slice(0, 10).replaceAll('-', '');

/** A Seoul calendar day (YYYYMMDD) that is neither a weekend nor a holiday. */
export function isWorkingDay(ymd: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))),
  ).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(ymd);
}

/** The Seoul days from the one holding `from`: [start instant, end instant, working]. */
function* seoulDays(from: number, holidays: ReadonlySet<string>) {
  let midnight = Math.floor((from + SEOUL_OFFSET) / DAY) * DAY; // Seoul wall-clock midnight as if UTC
  for (let i = 0; i < MAX_DAYS; i += 1, midnight += DAY) {
    yield {
      start: midnight - SEOUL_OFFSET,
      end: midnight + DAY - SEOUL_OFFSET,
      working: isWorkingDay(ymdOf(midnight), holidays),
    };
  }
}

/** The working time (ms) between two instants; 0 when `to` is not after `from`. */
export function workingMillisBetween(from: Date, to: Date, holidays: ReadonlySet<string>): number {
  const a = from.getTime();
  const b = to.getTime();
  let total = 0;
  if (b <= a) return 0;
  for (const day of seoulDays(a, holidays)) {
    if (day.start >= b) break;
    if (day.working) total += Math.min(day.end, b) - Math.max(day.start, a);
  }
  return total;
}

/** The instant when `hours` of working time have passed since `start`. */
export function workingDeadline(start: Date, hours: number, holidays: ReadonlySet<string>): Date {
  let left = hours * HOUR;
  const a = start.getTime();
  let at = a;
  for (const day of seoulDays(a, holidays)) {
    at = day.end;
    if (!day.working) continue;
    const available = day.end - Math.max(day.start, a);
    if (available >= left) return new Date(Math.max(day.start, a) + left);
    left -= available;
  }
  return new Date(at);
}

/**
 * The working time left (minutes, rounded down; negative once overdue: the working time past the
 * deadline) of `hours` working hours counted from `start`, at `now`.
 */
export function workingMinutesLeft(start: Date, now: Date, hours: number, holidays: ReadonlySet<string>): number {
  const left = hours * HOUR - workingMillisBetween(start, now, holidays);
  return left >= 0 ? Math.floor(left / 60_000) : -Math.floor(-left / 60_000);
}
