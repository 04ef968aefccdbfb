// What the database announces and the instances listen for (issue 46, decision 0051). The list is
// the cache's: `route(…, { cache: [tables] })` may name only these. Migration 0014 created a
// trigger for each (its own copy: a migration is history); apps/api/test/shared-cache.test.ts
// checks that every table named here has its trigger in a migrated database.

/** The reference tables whose every change is announced (read caches). */
export const ANNOUNCED_TABLES = [
  'common_code',
  'menu',
  'menu_role',
  'menu_event',
  'banner',
  'item_category',
  'holiday',
  'board_post',
  'system',
  'setting',
] as const;

export type AnnouncedTable = (typeof ANNOUNCED_TABLES)[number];

/** The channel every change is announced on. */
export const INVALIDATION_CHANNEL = 'mro_invalidate';
