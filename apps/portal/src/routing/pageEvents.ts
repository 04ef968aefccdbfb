/**
 * Page buttons by the menu's auth events (spec 000 §6): outside MAIN, PO and DEV a screen shows a
 * button only when its menu's event (`picEvtNm`) has `authYn` Y; an event the menu does not list,
 * or events not loaded yet, show nothing. MAIN, PO and DEV skip the check. Pure.
 */
export interface MenuEvent {
  picEvtNm: string;
  authYn: 'Y' | 'N';
}

export function eventAllowed(events: readonly MenuEvent[] | undefined, name: string, skip: boolean): boolean {
  if (skip) return true;
  return events?.some((e) => e.picEvtNm === name && e.authYn === 'Y') ?? false;
}
