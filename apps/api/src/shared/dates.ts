/** The start of a Korean day (YYYYMMDD) as an instant. */
export const seoulStart = (yyyymmdd: string) =>
  new Date(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T00:00:00+09:00`);

/** The end (exclusive) of a Korean day (YYYYMMDD) as an instant. */
export const seoulEnd = (yyyymmdd: string) => new Date(seoulStart(yyyymmdd).getTime() + 86_400_000);

/** A timestamp column's value as JSON writes it (ISO 8601 in UTC). */
export const isoOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
