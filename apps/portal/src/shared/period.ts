/**
 * Search periods the lists open with and the query they become. Pure; tested in period.test.ts.
 */

/** The month ending on `today` (YYYYMMDD): from the day after the same day a month before. */
export function monthEndingOn(today: string): { start: string; end: string } {
  const start = new Date(Date.UTC(+today.slice(0, 4), +today.slice(4, 6) - 1, +today.slice(6, 8)));
  start.setUTCMonth(start.getUTCMonth() - 1);
  start.setUTCDate(start.getUTCDate() + 1);
  return { start: start.toISOString().slice(0, 10).replace(/-/g, ''), end: today };
}

/** A multi-text input's comma string as the list of its values (blanks left out). */
export const listOf = (commaText: string): string[] =>
  commaText
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
