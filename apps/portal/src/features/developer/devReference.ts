/**
 * What the developer system's Components screen lists (decision 0036), read from two documents the
 * server may or may not have: Storybook's `index.json` (the built component catalogue) and the
 * API's OpenAPI document. Anything unexpected in either reads as nothing, never as an error. Pure.
 */
import { API_BASE_PATH } from '@mro/rules';
import { contract } from '@mro/contract';

/** Where the catalogue's pages are (its folder's address, from the contract's declaration). */
export const CATALOGUE_BASE = `${API_BASE_PATH}${contract.developer.catalogueFile.path.replace(/\*$/, '')}`;
/** The OpenAPI document's address, for a link. */
export const OPENAPI_URL = `${API_BASE_PATH}${contract.server.openApi.path}`;

export interface CatalogueEntry {
  /** The component's title in the catalogue (its group and name, `Forms/TextField`). */
  title: string;
  href: string;
}

interface StoryEntry {
  id?: unknown;
  title?: unknown;
  type?: unknown;
}

/** One link per component: its docs page where it has one, else its first story; sorted by title. */
export function catalogueEntries(index: unknown): CatalogueEntry[] {
  const entries = (index as { entries?: Record<string, StoryEntry> } | null)?.entries;
  if (!entries || typeof entries !== 'object') return [];
  const byTitle = new Map<string, { id: string; docs: boolean }>();
  for (const entry of Object.values(entries)) {
    if (typeof entry?.id !== 'string' || typeof entry.title !== 'string') continue;
    const docs = entry.type === 'docs';
    const known = byTitle.get(entry.title);
    if (!known || (docs && !known.docs)) byTitle.set(entry.title, { id: entry.id, docs });
  }
  return [...byTitle.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([title, { id, docs }]) => ({
      title,
      href: `${CATALOGUE_BASE}?path=/${docs ? 'docs' : 'story'}/${encodeURIComponent(id)}`,
    }));
}

export interface ApiOperation {
  method: string;
  path: string;
  summary: string | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The operations of an OpenAPI document, by path then method. */
export function apiOperations(doc: unknown): ApiOperation[] {
  const paths = (doc as { paths?: Record<string, Record<string, { summary?: unknown }>> } | null)?.paths;
  if (!paths || typeof paths !== 'object') return [];
  const operations: ApiOperation[] = [];
  for (const path of Object.keys(paths).sort()) {
    const item = paths[path];
    if (!item || typeof item !== 'object') continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : null,
      });
    }
  }
  return operations;
}
