/**
 * The holidays every date picker of the portal shows (issue 43): read once for a year back and two
 * ahead (a public call, cached for an hour) and handed to @mro/ui's HolidayProvider around the
 * whole portal, not only the order form. Until they are read the pickers show none.
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addDays, seoulDay } from '@mro/rules';
import { HolidayProvider } from '@mro/ui';
import { useApi } from '../services/ServicesProvider';
import { holidaysQuery } from '../features/catalog/queries';

export function PortalHolidays({ children }: { children: ReactNode }) {
  const [today] = useState(() => seoulDay(new Date()));
  const holidays = useQuery(holidaysQuery(useApi(), addDays(today, -365), addDays(today, 730)));
  return <HolidayProvider holidays={holidays.data ?? []}>{children}</HolidayProvider>;
}
