import { createContext, useContext, type ReactNode } from 'react';

/** A holiday entry as the server gives it: SA Saturday (blue), SU Sunday and HO holiday (red). */
export interface Holiday {
  cldYmd: string;
  holGbCd: 'SA' | 'SU' | 'HO' | (string & {});
}

const HolidayContext = createContext<readonly Holiday[]>([]);

/** Supplies the calendar's holidays (the portal loads them from the server). */
export function HolidayProvider({ holidays, children }: { holidays: readonly Holiday[]; children: ReactNode }) {
  return <HolidayContext.Provider value={holidays}>{children}</HolidayContext.Provider>;
}

export function useHolidays(): readonly Holiday[] {
  return useContext(HolidayContext);
}

/** YYYYMMDD → local Date (midnight). */
export function dateOf(ymd: string): Date {
  return new Date(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
}

/** Local Date → YYYYMMDD. */
export function ymdOf(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  return `${y}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
}

/** Dates per colour group: saturday (SA) and sunday/holiday (SU, HO). */
export function holidayModifiers(holidays: readonly Holiday[]) {
  const saturday: Date[] = [];
  const redDay: Date[] = [];
  for (const h of holidays) {
    if (!/^\d{8}$/.test(h.cldYmd)) continue;
    if (h.holGbCd === 'SA') saturday.push(dateOf(h.cldYmd));
    else if (h.holGbCd === 'SU' || h.holGbCd === 'HO') redDay.push(dateOf(h.cldYmd));
  }
  return { saturday, redDay };
}
