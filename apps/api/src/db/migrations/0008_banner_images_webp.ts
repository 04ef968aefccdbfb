import type { Kysely } from 'kysely';
import { run } from './0001_init.ts';

/**
 * The seeded login banners' images are WebP since 2026-11-25 (decision 0025: an SVG <img> is drawn
 * as a document of its own on the page's main thread); the SVG files are gone from the portal. A
 * data folder seeded before keeps working: its rows of the eight seeded images are pointed at the
 * WebP files. Banners anybody else entered are left as they are. A new data folder is seeded after
 * the migrations and has nothing to change here.
 */
const SEEDED = ['welcome-1', 'welcome-2', 'slide-1', 'slide-2', 'slide-3', 'welcome-4', 'welcome-5', 'welcome-6'];
const paths = (ext: string) => SEEDED.map((name) => `'/images/banner/${name}.${ext}'`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `UPDATE banner SET image_path = regexp_replace(image_path, '\\.svg$', '.webp') WHERE image_path IN (${paths('svg')});`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    `UPDATE banner SET image_path = regexp_replace(image_path, '\\.webp$', '.svg') WHERE image_path IN (${paths('webp')});`,
  );
}
