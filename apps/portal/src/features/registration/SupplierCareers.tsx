/**
 * The representative's recent careers (spec 001 §3: up to 3): period, company and position per
 * line, added and removed by the applicant; a fourth is refused (MROJN0010). Empty lines are not
 * sent. None is required.
 */
import { SUPPLIER_REPRESENTATIVE_CAREERS_MAX } from '@mro/rules';
import { useTranslation } from 'react-i18next';
import { Button, FormItem, TextField, useMessageBox, type FormBoxState } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { Row, RowActions } from './SupplierItems';
import { emptyCareer, type SupplierValues } from './supplierValues';

export function SupplierCareers({ form }: { form: FormBoxState<SupplierValues> }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const box = useMessageBox();
  const careers = form.watch('careers');

  const add = () => {
    if (careers.length >= SUPPLIER_REPRESENTATIVE_CAREERS_MAX)
      return void box.alert('MROJN0010', { params: { max: SUPPLIER_REPRESENTATIVE_CAREERS_MAX } });
    form.setValue('careers', [...careers, emptyCareer()], { shouldDirty: true });
  };
  const remove = (index: number) =>
    form.setValue(
      'careers',
      careers.filter((_, i) => i !== index),
      { shouldDirty: true },
    );

  return (
    <>
      {careers.map((_, index) => (
        // A line is its place: the fields bind by index, so removing one re-binds those below it.
        <Row key={index}>
          <legend>{t('supplier.careers.career', { number: index + 1 })}</legend>
          <FormItem name={`careers.${index}.periodTxt`} label={t('supplier.careers.period')}>
            <TextField maxLength={20} placeholder={t('supplier.careers.periodHint')} />
          </FormItem>
          <FormItem name={`careers.${index}.cpNm`} label={t('supplier.careers.company')}>
            <TextField maxLength={100} lengthUnit="byte" />
          </FormItem>
          <FormItem name={`careers.${index}.position`} label={t('supplier.careers.position')}>
            <TextField maxLength={50} lengthUnit="byte" />
          </FormItem>
          <RowActions>
            <Button variant="secondary" size="sm" onClick={() => remove(index)}>
              {t('supplier.careers.remove', { number: index + 1 })}
            </Button>
          </RowActions>
        </Row>
      ))}
      <RowActions>
        <Button variant="secondary" onClick={add}>
          {t('supplier.careers.add')}
        </Button>
      </RowActions>
    </>
  );
}
