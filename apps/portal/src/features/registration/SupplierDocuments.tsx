/**
 * The supplier registration's documents (spec 001 §3): one line per document type (code list
 * DOC_TYPE), each attached through the submitted-document attachment popup (a FileLoader under
 * the browser's anonymous upload cookie; file business code SUPPLIER_DOC: pdf and images, 5 MB a
 * file). The required ones follow the answers (`requiredSupplierDocuments`: the corporate registry
 * for a corporation, environmental evidence when certified, the AEO certificate when AEO is Y, the
 * credit report when a rating is chosen) and are marked as the applicant answers; a missing one
 * is refused on its line (MROJN0003). A reload keeps every attached group (its id is in the draft,
 * its files on the server).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredSupplierDocuments } from '@mro/rules';
import { FormItem, LookupField, useCodeList, type FormBoxState } from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { AttachmentDialog } from '../common/AttachmentDialog';
import { supplierRequest, type SupplierValues } from './supplierValues';

/** A code name as a label: its first letter capitalised (the English names are lower case, to read inside messages). */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function SupplierDocuments({ form }: { form: FormBoxState<SupplierValues> }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const types = useCodeList('DOC_TYPE').items;
  const [open, setOpen] = useState<{ cd: string; cdNm: string } | null>(null);
  const values = form.watch();
  const required = new Set(requiredSupplierDocuments(supplierRequest(values)));
  const counts = values.docCounts;

  return (
    <>
      {types.map((type) => (
        <FormItem key={type.cd} name={`docs.${type.cd}`} label={sentence(type.cdNm)} required={required.has(type.cd)}>
          <LookupField
            displayValue={counts[type.cd] ? t('supplier.files', { count: counts[type.cd] }) : ''}
            onSearch={() => setOpen(type)}
            searchLabel={t('supplier.documents.attachShort')}
            searchAriaLabel={t('supplier.documents.attach', { document: type.cdNm })}
            placeholder={t('supplier.noFile')}
          />
        </FormItem>
      ))}
      {open && (
        <AttachmentDialog
          title={t('supplier.documents.title', { document: sentence(open.cdNm) })}
          label={sentence(open.cdNm)}
          system="MAIN"
          fileBusCd="SUPPLIER_DOC"
          athFileId={form.getValues(`docs.${open.cd}`) || null}
          editable
          onApply={(athFileId, count) => {
            const submitted = form.formState.isSubmitted;
            form.setValue(`docCounts.${open.cd}`, count, { shouldDirty: true });
            form.setValue(`docs.${open.cd}`, count > 0 ? (athFileId ?? '') : '', {
              shouldDirty: true,
              shouldValidate: submitted,
            });
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
