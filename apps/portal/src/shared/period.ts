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

/** A period a search box holds (YYYYMMDD). */
export interface Period {
  start: string;
  end: string;
}

/**
 * A list's refusal of its search period (a period too long, reversed…) from the rule of
 * `@mro/rules` that the server applies too: the message code, or null when it may be searched.
 */
export const periodRefusal =
  (violation: (fromDt: string, toDt: string) => string | null) =>
  (conditions: { period: Period }): string | null =>
    violation(conditions.period.start, conditions.period.end);

/**
 * The search a list opens with, its text conditions taken from the screen's own query where it
 * names them (`?cpNm=…&ordNos=A,B`: a link to the list with its filters). Keys the conditions do
 * not have, and conditions that are not text (a period), are left as they are.
 */
export function conditionsFromQuery<Conditions extends object>(opening: Conditions, query: string): Conditions {
  const params = new URLSearchParams(query);
  const next: Record<string, unknown> = { ...(opening as Record<string, unknown>) };
  for (const [key, value] of Object.entries(opening)) {
    const given = params.get(key);
    if (typeof value === 'string' && given !== null) next[key] = given;
  }
  return next as Conditions;
}
