// The portal names API calls, never paths (issue 39): every call goes through the contract's
// client (`api.<domain>.<call>`, apps/portal/src/http/api.ts), the one module that hands a path to
// the HTTP client. Outside the HTTP layer a module may take the client only for what is not a call
// of the contract (`http.fetch` for @mro/upload's transport, `http.url` for a link). Tests are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '../../apps/portal/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A client method called with a path: `.get('/…'`, `.post<T>(\`/…\``, `.call("/…"`. */
const PATH_CALL = /\.(?:get|post|put|patch|delete|call)\s*(?:<[^()]*?>)?\s*\(\s*['"`]\//g;
/** The HTTP client used for a call, whatever its arguments. */
const CLIENT_CALL = /\bhttp\s*\.\s*(?:get|post|call)\b/g;

export function pathCallsIn(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.match(PATH_CALL) || line.match(CLIENT_CALL)) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('portal calls through the contract', () => {
  it('finds a path handed to a client and a call on the HTTP client', () => {
    expect(pathCallsIn('a.ts', "const r = await http.get<{ x: 1 }>('/auth-menus');")).toHaveLength(1);
    expect(pathCallsIn('a.ts', 'await client.post(`/sp/returns/${no}/decision`, body);')).toHaveLength(1);
    expect(pathCallsIn('a.ts', 'void http.call(path, { method: "POST" });')).toHaveLength(1);
    expect(pathCallsIn('a.ts', "await api.menus.events({ params: { menuId } });\nnavigate('/login');")).toEqual([]);
  });

  it('has no path literal passed to a client and no HTTP client call outside src/http/api.ts', () => {
    const files = sourceFiles(src).filter((f) => relative(src, f) !== join('http', 'api.ts'));
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((f) => pathCallsIn(relative(src, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
