// Text that reaches the database never holds a control character: PostgreSQL refuses a NUL in
// text (a 500 before this check), and no field of the product takes one. Every request's query,
// route parameters and JSON or form body are walked before validation; the first string holding
// one answers a 400 with a field error MROCM0017 (rule `printable` of @mro/rules, the same check
// the forms use). Cost: one pass over the parsed values, bounded by MAX_NODES.
import { hasControlCharacter } from '@mro/rules';
import { ApiError, badRequest } from './envelope.ts';

const MAX_NODES = 20_000;
const MAX_DEPTH = 16;

/** The path (`a.b.0`) of the first string with a control character, in keys or values, or null. */
export function controlCharacterPath(value: unknown, path = '', depth = 0, budget = { nodes: 0 }): string | null {
  budget.nodes += 1;
  if (budget.nodes > MAX_NODES || depth > MAX_DEPTH) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  // Buffers (a raw body) and multipart files are not text.
  if (ArrayBuffer.isView(value)) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return at;
    const found = controlCharacterPath(child, at, depth + 1, budget);
    if (found) return found;
  }
  return null;
}

/** Throws the field error for the first control character in the request's values. */
export function refuseControlCharacters(request: { query: unknown; params: unknown; body: unknown }): void {
  const budget = { nodes: 0 };
  for (const part of [request.query, request.params, request.body]) {
    const path = controlCharacterPath(part, '', 0, budget);
    if (path) throw badRequest({ [path]: { rule: 'printable', code: 'MROCM0017', params: {} } });
  }
}
