/**
 * A buyer's new return or exchange request (issue 44 item 6, decision 0071): a received line of
 * the company (searched by order number or item, or preselected by a link to the list with
 * `?ordNo=…&lineNo=…`), the kind, a quantity of at most what was received on the line less what
 * other requests take (checked by `checkReturnRequest` of @mro/rules, the server's own: MRORT0004
 * with the max), the reason (RTN_RSN) and words, and photos through the FileLoader (uploaded on
 * submit, once: a refused submit keeps the saved group and sends it again). Nothing typed or
 * uploaded is lost on a refusal: the presenter says why and the form stays as it was.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUploadClient } from '@mro/upload';
import {
  RETURN_CODE_LISTS,
  RETURN_REASON_TEXT_MAX,
  checkReturnRequest,
  formatDateValue,
  type ValidationError,
} from '@mro/rules';
import type { ReturnableLine } from '@mro/contract';
import {
  Button,
  Descriptions,
  FileLoader,
  FormBox,
  FormItem,
  Modal,
  Select,
  TextArea,
  TextField,
  toast,
  useCodeList,
  useFileLoader,
  useFormBox,
  useMessageBox,
} from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi, useServices } from '../../services/ServicesProvider';
import { returnableLinesQuery, useCreateReturn } from './queries';
import { NewReturnSearch } from './ReturnDetail.styles';
import { useQuantity } from '../../shared/useQuantity';
import { FormActions } from '../../shared/FormActions';

interface Values {
  line: string;
  kind: string;
  qty: string;
  rsnCd: string;
  rsnCn: string;
}

const SCHEMA = {
  line: 'required',
  kind: 'required',
  qty: 'required',
  rsnCd: 'required',
  rsnCn: `max:${RETURN_REASON_TEXT_MAX}`,
};
const keyOf = (l: Pick<ReturnableLine, 'ordNo' | 'lineNo'>) => `${l.ordNo}:${l.lineNo}`;

export interface NewReturnDialogProps {
  /** A line to start on (the receipt screen's link). */
  preselected?: { ordNo: string; lineNo: string } | null;
  onClose: () => void;
  /** Made: the new request's number. */
  onCreated: (rtnNo: string) => void;
}

export function NewReturnDialog({ preselected, onClose, onCreated }: NewReturnDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const quantity = useQuantity();
  const api = useApi();
  const { http, system } = useServices();
  const box = useMessageBox();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const files = useFileLoader({ client });
  const [typed, setTyped] = useState(preselected?.ordNo ?? '');
  const [search, setSearch] = useState({
    searchText: '',
    ordNo: preselected?.ordNo ?? '',
    lineNo: preselected?.lineNo ?? '',
  });
  const lines = useQuery(returnableLinesQuery(api, search));
  const reasons = useCodeList(RETURN_CODE_LISTS.reason).items;
  const byKey = useMemo(() => new Map((lines.data ?? []).map((l) => [keyOf(l), l])), [lines.data]);
  const validate = useMemo(
    () =>
      (values: Values): Record<string, ValidationError> => {
        const line = byKey.get(values.line);
        if (!line || !values.qty) return {};
        const checked = checkReturnRequest(
          values,
          line.maxQty,
          reasons.map((r) => r.cd),
        );
        return !checked.ok && checked.field === 'qty'
          ? { qty: { rule: 'is', code: checked.code, params: checked.params ?? {} } }
          : {};
      },
    [byKey, reasons],
  );
  const form = useFormBox<Values>({
    schema: SCHEMA,
    defaultValues: {
      line: preselected ? `${preselected.ordNo}:${preselected.lineNo}` : '',
      kind: 'EXCHANGE',
      qty: '',
      rsnCd: '',
      rsnCn: '',
    },
    validate,
  });
  const picked = byKey.get(form.watch('line'));
  const create = useCreateReturn();

  const find = () => {
    const text = typed.trim();
    setSearch({ searchText: text, ordNo: '', lineNo: '' });
  };

  const submit = async (values: Values) => {
    if (create.isPending || !picked) return;
    if (!(await box.confirm(t('returns.create.confirm', { ordNo: picked.ordNo, lineNo: picked.lineNo })))) return;
    let athFileId = files.athFileId;
    if (files.dirty) {
      const saved = await files.save().catch(() => null);
      if (!saved) return; // the file list says what failed; everything stays
      athFileId = saved.athFileId;
    }
    try {
      const made = await create.mutateAsync({
        ordNo: picked.ordNo,
        lineNo: picked.lineNo,
        kind: values.kind,
        qty: values.qty,
        rsnCd: values.rsnCd,
        rsnCn: values.rsnCn,
        athFileId: athFileId ?? '',
      });
      toast.success(t('returns.create.done', { rtnNo: made.rtnNo }));
      onCreated(made.rtnNo);
    } catch {
      // The presenter showed why (MRORT0004 with the max, a file of another company…); the form,
      // its files and the saved group stay for the next attempt.
    }
  };

  const lineItems = (lines.data ?? []).map((l) => ({
    cd: keyOf(l),
    cdNm: t('returns.create.lineOption', { ordNo: l.ordNo, lineNo: l.lineNo, itemNm: l.itemNm, max: l.maxQty }),
  }));

  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={t('returns.create.title')} size="large">
      <NewReturnSearch
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <TextField
          aria-label={t('returns.create.search')}
          placeholder={t('returns.create.search')}
          value={typed}
          maxLength={100}
          onValueChange={setTyped}
        />
        <Button type="submit" variant="secondary">
          {t('returns.create.find')}
        </Button>
      </NewReturnSearch>
      <FormBox
        form={form}
        columns={1}
        onSubmit={submit}
        aria-label={t('returns.create.title')}
        actions={
          <FormActions
            cancel={t('returns.create.cancel')}
            submit={t('returns.create.submit')}
            onCancel={onClose}
            busy={create.isPending}
          />
        }
      >
        <FormItem
          name="line"
          label={t('returns.create.line')}
          hint={lines.isSuccess && !lines.data.length ? t('returns.create.none') : undefined}
        >
          <Select items={lineItems} />
        </FormItem>
        {picked && (
          <Descriptions
            columns={2}
            aria-label={t('returns.create.picked')}
            items={[
              { term: t('returns.create.col.spNm'), detail: picked.spNm },
              { term: t('returns.create.col.itemNm'), detail: `${picked.itemNm} (${picked.itemCd})` },
              { term: t('returns.create.col.rcvQty'), detail: quantity(picked.rcvQty, picked.unitCd) },
              { term: t('returns.create.col.rejQty'), detail: quantity(picked.rejQty, picked.unitCd) },
              { term: t('returns.create.col.takenQty'), detail: quantity(picked.takenQty, picked.unitCd) },
              { term: t('returns.create.col.maxQty'), detail: quantity(picked.maxQty, picked.unitCd) },
              {
                term: t('returns.create.col.lastRcvDt'),
                detail: picked.lastRcvDt ? formatDateValue(picked.lastRcvDt) : null,
              },
            ]}
          />
        )}
        <FormItem name="kind" label={t('returns.col.rtnKindCd')}>
          <Select codeGroup={RETURN_CODE_LISTS.kind} />
        </FormItem>
        <FormItem
          name="qty"
          label={t('returns.create.qty')}
          hint={picked ? t('returns.create.qtyHint', { max: picked.maxQty }) : undefined}
        >
          <TextField inputMode="numeric" maxLength={12} />
        </FormItem>
        <FormItem name="rsnCd" label={t('returns.col.rsnCd')}>
          <Select codeGroup={RETURN_CODE_LISTS.reason} />
        </FormItem>
        <FormItem name="rsnCn" label={t('returns.dialog.rsnCn')}>
          <TextArea maxLength={RETURN_REASON_TEXT_MAX} />
        </FormItem>
        <FileLoader loader={files} label={t('returns.create.files')} />
      </FormBox>
    </Modal>
  );
}
