/**
 * Query parameters as the spec sends them (000 §7): an array repeats its key (`a=1&a=2`), an object
 * goes as JSON (`page={"pageNo":1,"pageSize":50}`), empty values (undefined, null, '', an empty
 * array) are left out, a Date goes as its ISO text. Pure; linear in the parameters.
 */
export type Params = Record<string, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `key=value&...` without the leading '?', or '' when nothing is left. */
export function encodeParams(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) search.append(key, scalar(item));
    } else {
      search.append(key, scalar(value));
    }
  }
  return search.toString();
}

/** The path with its query appended. */
export function withParams(path: string, params: Params | undefined): string {
  const query = encodeParams(params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
