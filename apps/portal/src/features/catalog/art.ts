/**
 * The demo catalogue's drawn product illustrations (art/draw-items.mjs, rendered to WebP by
 * art/render-banners.mjs): bundled as files of their own (`no-inline`: hashed under /assets/,
 * cached for good, fetched only when a card scrolls into view), by the name `illustrationOf` gives.
 */
import { illustrationOf } from './model';

const files = import.meta.glob<string>('./art/*.webp', { eager: true, query: '?no-inline', import: 'default' });
const byName = new Map(Object.entries(files).map(([path, url]) => [path.slice('./art/'.length, -'.webp'.length), url]));

/** The illustration's address for an item of this category (a parcel for one not drawn). */
export const illustrationUrl = (itmClsfCd: string): string =>
  byName.get(illustrationOf(itmClsfCd)) ?? byName.get('box') ?? '';
