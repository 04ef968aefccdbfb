/**
 * The supplier registration's main items (spec 001 §3): per item, the item group, the
 * manufacturer (search popup, or a request for one not listed), the circulation level with its
 * evidence (the circulation-level evidence attachment popup), the contract expiry, discontinued-
 * item management and the sourcing contact (the provider's sourcing staff of that item group,
 * by name and department). The rules are the server's (`supplierRegistrationErrors` through the
 * form's `validate`): at most 5 items without a sourcing contact (MROJN0004 on the first one past
 * the limit), expiry not before today (MROJN0005), no item group twice (MROJN0006). The last item
 * cannot be deleted (MROJN0009).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Checkbox, DatePicker, FormItem, LookupField, Select, useMessageBox, type FormBoxState } from '@mro/ui';
import { useItemCategories } from '../../frames/queries';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { AttachmentDialog } from '../common/AttachmentDialog';
import { ManufacturerRequest } from './ManufacturerRequest';
import { SearchPopup, type Choice } from './SearchPopup';
import { emptyMainItem, type MainItemRow, type SupplierValues } from './supplierValues';
import { useRegistrationLookups } from './queries';

export const Row = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space['3']};
  margin: 0;
  padding: ${({ theme }) => theme.space['3']};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  & > legend {
    padding: 0 ${({ theme }) => theme.space['1']};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space['2']};
`;

interface Manufacturer extends Choice {
  mfcpCustId: string;
}

type Popup = { kind: 'manufacturer' | 'request' | 'sourcing' | 'evidence'; index: number } | null;

export function SupplierItems({ form }: { form: FormBoxState<SupplierValues> }) {
  const { t, i18n } = useTranslation(PORTAL_NAMESPACE);
  const lookups = useRegistrationLookups();
  const box = useMessageBox();
  const [popup, setPopup] = useState<Popup>(null);
  const items = form.watch('mainItems');
  const en = i18n.language === 'en';

  // The item groups: the catalogue's top level (the link box's list).
  const categories = useItemCategories();
  const groups = (categories.data ?? []).map((c) => ({ cd: c.itmClsfCd, cdNm: en ? c.itmClsfEngNm : c.itmClsfKorNm }));

  const patch = (index: number, change: Partial<MainItemRow>) => {
    const submitted = form.formState.isSubmitted;
    for (const [key, value] of Object.entries(change)) {
      form.setValue(`mainItems.${index}.${key as keyof MainItemRow}`, value as never, {
        shouldDirty: true,
        shouldValidate: submitted,
      });
    }
  };

  const add = () => {
    form.setValue('mainItems', [...form.getValues('mainItems'), emptyMainItem()], { shouldDirty: true });
  };
  const remove = async (index: number) => {
    const all = form.getValues('mainItems');
    if (all.length <= 1) return void box.alert('MROJN0009');
    form.clearErrors('mainItems');
    form.setValue(
      'mainItems',
      all.filter((_, i) => i !== index),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };

  const searchManufacturers = async (mfcpCustNm: string) => {
    const result = await lookups.manufacturers(mfcpCustNm);
    if (!result.ok) return null;
    return result.data.pages.map((m): Manufacturer => ({
      key: m.mfcpCustId,
      mfcpCustId: m.mfcpCustId,
      // A manufacturer without an English name shows its Korean one.
      label: en ? (m.mfcpCustEngNm ?? m.mfcpCustNm) : m.mfcpCustNm,
      note: m.brndNm ?? (en ? m.mfcpCustNm : m.mfcpCustEngNm) ?? undefined,
    }));
  };
  const searchSourcing = (index: number) => async (userNm: string) => {
    const result = await lookups.sourcingPersons(userNm, items[index]?.itmClsfCd ?? '');
    if (!result.ok) return null;
    return result.data.pages.map((p): Choice => ({ key: p.srcPsId, label: p.srcPsNm, note: p.dpNm ?? undefined }));
  };

  const at = popup ? items[popup.index] : undefined;
  const number = (index: number) => t('supplier.items.item', { number: index + 1 });

  return (
    <>
      {items.map((item, index) => (
        // A row is its place: the fields bind by index, so removing one re-binds those below it.
        <Row key={index}>
          <legend>{number(index)}</legend>
          <FormItem name={`mainItems.${index}.itmClsfCd`} label={t('supplier.items.group')} required>
            <Select items={groups} />
          </FormItem>
          <FormItem name={`mainItems.${index}.mfcpCustId`} label={t('supplier.items.manufacturer')} required>
            <LookupField
              displayValue={item.mfcpCustNm}
              onSearch={() => setPopup({ kind: 'manufacturer', index })}
              searchLabel={t('supplier.items.manufacturerSearch')}
              clearable
            />
          </FormItem>
          <FormItem name={`mainItems.${index}.circLevelCd`} label={t('supplier.items.circLevel')} required>
            <Select codeGroup="CIRC_LEVEL" />
          </FormItem>
          <FormItem
            name={`mainItems.${index}.circEvidFileId`}
            label={t('supplier.items.evidence')}
            hint={t('supplier.items.evidenceHint')}
          >
            <LookupField
              displayValue={item.circEvidCount ? t('supplier.files', { count: item.circEvidCount }) : ''}
              onSearch={() => setPopup({ kind: 'evidence', index })}
              searchLabel={t('supplier.items.evidenceAttach')}
              placeholder={t('supplier.noFile')}
            />
          </FormItem>
          <FormItem name={`mainItems.${index}.ctrtExpYmd`} label={t('supplier.items.contractExpiry')}>
            <DatePicker noEnd />
          </FormItem>
          <FormItem name={`mainItems.${index}.discMgmtYn`} label={t('supplier.items.discontinued')}>
            <Checkbox>{t('supplier.items.discontinuedText')}</Checkbox>
          </FormItem>
          <FormItem
            name={`mainItems.${index}.srcPsId`}
            label={t('supplier.items.sourcing')}
            hint={t('supplier.items.sourcingHint')}
          >
            <LookupField
              displayValue={item.srcPsNm}
              onSearch={() => setPopup({ kind: 'sourcing', index })}
              searchLabel={t('supplier.items.sourcingSearch')}
              clearable
            />
          </FormItem>
          <RowActions>
            <Button variant="secondary" size="sm" onClick={() => void remove(index)}>
              {t('supplier.items.remove', { number: index + 1 })}
            </Button>
          </RowActions>
        </Row>
      ))}
      <RowActions>
        <Button variant="secondary" onClick={add}>
          {t('supplier.items.add')}
        </Button>
      </RowActions>
      {popup?.kind === 'manufacturer' && (
        <SearchPopup<Manufacturer>
          title={t('supplier.items.manufacturerSearch')}
          label={t('supplier.items.manufacturerName')}
          searchOnOpen
          search={searchManufacturers}
          onPick={(m) => patch(popup.index, { mfcpCustId: m.mfcpCustId, mfcpCustNm: m.label })}
          onClose={() => setPopup(null)}
          footer={
            <Button variant="secondary" onClick={() => setPopup({ kind: 'request', index: popup.index })}>
              {t('supplier.manufacturer.request')}
            </Button>
          }
        />
      )}
      {popup?.kind === 'request' && <ManufacturerRequest onClose={() => setPopup(null)} />}
      {popup?.kind === 'sourcing' && (
        <SearchPopup
          title={t('supplier.items.sourcingSearch')}
          label={t('supplier.items.sourcingName')}
          searchOnOpen
          search={searchSourcing(popup.index)}
          onPick={(p) => patch(popup.index, { srcPsId: p.key, srcPsNm: p.label })}
          onClose={() => setPopup(null)}
        />
      )}
      {popup?.kind === 'evidence' && at && (
        <AttachmentDialog
          title={t('supplier.items.evidenceTitle', { item: number(popup.index) })}
          label={t('supplier.items.evidence')}
          system="MAIN"
          fileBusCd="SUPPLIER_DOC"
          athFileId={at.circEvidFileId || null}
          editable
          onApply={(athFileId, count) => {
            patch(popup.index, { circEvidFileId: athFileId ?? '', circEvidCount: count });
            setPopup(null);
          }}
          onClose={() => setPopup(null)}
        />
      )}
    </>
  );
}
