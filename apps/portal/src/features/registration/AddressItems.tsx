/**
 * A registration's typed address (decision 0019: the address-search service is not reachable
 * here): zip code (5 digits), address and its second line, in byte limits, with the browser's
 * address autofill. For a FormBox whose values hold `zipCd`, `addr` and `addrDtl`.
 */
import { useTranslation } from 'react-i18next';
import { FormItem, TextField } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';

export function AddressItems() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <>
      <FormItem name="zipCd" label={t('regist.zipCd')}>
        <TextField digitsOnly maxLength={5} inputMode="numeric" autoComplete="postal-code" />
      </FormItem>
      <FormItem name="addr" label={t('regist.addr')}>
        <TextField maxLength={200} lengthUnit="byte" autoComplete="address-line1" />
      </FormItem>
      <FormItem name="addrDtl" label={t('regist.addrDtl')}>
        <TextField maxLength={200} lengthUnit="byte" autoComplete="address-line2" />
      </FormItem>
    </>
  );
}
