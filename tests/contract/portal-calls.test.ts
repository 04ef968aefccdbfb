// The portal names API calls, never paths (issue 39): every call goes through the contract's
// client (`api.<domain>.<call>`, apps/portal/src/http/api.ts), the one module that hands a path to
// the HTTP client. Outside the HTTP layer a module may take the client only for what is not a call
// of the contract (`http.fetch` handed to @mro/upload as its transport, `http.url` for a link).
// Caught (issue 55): a path literal handed to a client (`.get('/…')`), a path held in a variable
// and handed to one (`const path = '/…'; client.post(path)`), `http.fetch` called with a path
// itself (`http.fetch('/imk/api…')`), any call on the HTTP client, and the global `fetch` (only
// http/client.ts, the client itself, calls it). Tests are left out.
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
/** `http.fetch` called with a path of its own (it is handed to @mro/upload, never called here). */
const HTTP_FETCH_PATH = /\bhttp\s*\.\s*fetch\s*\(\s*['"`]/g;
/** The browser's own fetch, called directly. */
const GLOBAL_FETCH = /(?<![.\w$])(?:globalThis\s*\.\s*|window\s*\.\s*)?fetch\s*\(/g;
/** A variable that holds a path: `const path = '/…'`, `let url = \`/…\``. */
const PATH_VARIABLE = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*['"`]\//g;
/** The module that is the HTTP client: it alone calls the browser's fetch. */
const FETCH_OWNER = join('http', 'client.ts');

export function pathCallsIn(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  const held = [...text.matchAll(PATH_VARIABLE)].map((m) => m[1]!);
  const heldCall = held.length
    ? new RegExp(`\\.(?:get|post|put|patch|delete|call|fetch)\\s*(?:<[^()]*?>)?\\s*\\(\\s*(?:${held.join('|')})\\b`)
    : null;
  lines.forEach((line, i) => {
    if (/^\s*(?:\/\/|\/?\*)/.test(line)) return; // a comment
    if (
      line.match(PATH_CALL) ||
      line.match(CLIENT_CALL) ||
      line.match(HTTP_FETCH_PATH) ||
      (file !== FETCH_OWNER && line.match(GLOBAL_FETCH)) ||
      (heldCall && heldCall.test(line))
    )
      found.push(`${file}:${i + 1}: ${line.trim()}`);
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

  it('finds a path held in a variable, http.fetch with a path and the global fetch (self-test)', () => {
    expect(pathCallsIn('a.ts', "const path = '/sp/returns';\nawait client.post(path, body);")).toEqual([
      'a.ts:2: await client.post(path, body);',
    ]);
    expect(pathCallsIn('a.ts', 'let url: string = `/by/orders/${no}`;\nconst r = await http.fetch(url);')).toHaveLength(
      1,
    );
    expect(pathCallsIn('a.ts', "const r = await http.fetch('/imk/api/auth/session');")).toHaveLength(1);
    expect(pathCallsIn('a.ts', 'const r = await http.fetch(`/imk/api/x`, { method: "POST" });')).toHaveLength(1);
    expect(pathCallsIn('a.ts', "const r = await fetch('/imk/api/x');")).toHaveLength(1);
    expect(pathCallsIn('a.ts', 'const r = await window.fetch(url);')).toHaveLength(1);
    expect(pathCallsIn('a.ts', 'const r = await globalThis.fetch(url);')).toHaveLength(1);
    // The client's own transport handed on, a query's refetch, a link's path: no call.
    expect(
      pathCallsIn(
        'a.ts',
        "createUploadClient({ system: 'MAIN', fetch: http.fetch });\nvoid query.refetch();\nconst home = '/login';\nnavigate(home);",
      ),
    ).toEqual([]);
    expect(pathCallsIn(FETCH_OWNER, 'const response = await fetch(url, init);')).toEqual([]);
    expect(pathCallsIn('a.ts', '/** The server’s fetch (in-process). */\n// a global fetch (here)')).toEqual([]);
  });

  it('has no path literal passed to a client and no HTTP client call outside src/http/api.ts', () => {
    const files = sourceFiles(src).filter((f) => relative(src, f) !== join('http', 'api.ts'));
    expect(files.length).toBeGreaterThan(80);
    const found = files.flatMap((f) => pathCallsIn(relative(src, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });
});
