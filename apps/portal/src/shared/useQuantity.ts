/**
 * A quantity with its unit as both parties read it (issue 57 item 3, decision 0093): the number
 * grouped and the unit by the UNIT code list's name in the page's language ("1,200 개" / "1,200
 * Each"), never the bare code one party and the name the other; a code the list does not hold
 * shows as it is.
 */
import { useCallback } from 'react';
import { formatNumber } from '@mro/rules';
import { useCodeList } from '@mro/ui';

export function useUnitName(): (unitCd: string) => string {
  const units = useCodeList('UNIT').items;
  return useCallback((unitCd: string) => units.find((u) => u.cd === unitCd)?.cdNm ?? unitCd, [units]);
}

export function useQuantity(): (qty: number, unitCd: string) => string {
  const unitName = useUnitName();
  return useCallback((qty: number, unitCd: string) => `${formatNumber(qty)} ${unitName(unitCd)}`, [unitName]);
}
