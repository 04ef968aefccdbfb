// The NumberField's docs page (.storybook/docs.ts).
import { componentDocs } from '../../../../../.storybook/docs';

export const numberFieldDocs = componentDocs({
  summary: `
A number typed with thousands separators shown and a number (or null) given back, never a
formatted string: positive only, integers only, most digits before and after the point, decimals
that follow a currency (KRW and JPY none, others two). Full-width digits, comma and period (a
Korean IME in full-width mode) are read as their ASCII forms.`,
  usage: `
<Field label={t('item.price')}>
  <NumberField value={price} onValueChange={setPrice} currency="KRW" positiveOnly integerDigits={13} />
</Field>`,
  dos: ['keep the value as a number in the form and send it as one.'],
  donts: ['format or parse separators in the page: the field gives the number.'],
});
