/**
 * A new quote request (issue 44 item 2, decision 0066) in a side sheet: title, the suppliers to
 * ask (one to ten), the lines (item name, specification, unit, quantity, requested date; add and
 * remove; optionally started from one of the company's open new-item requests), a note and attachments (the FileLoader, uploaded on submit as the order form does).
 * `checkQuoteRequest` of @mro/rules runs first, as the server runs it; a refusal marks its field
 * and nothing typed is lost.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createUploadClient } from '@mro/upload';
import { QUOTE_MAX_LINES, QUOTE_NOTE_MAX, QUOTE_TITLE_MAX, addMonths, checkQuoteRequest } from '@mro/rules';
import {
  Button,
  CheckboxGroup,
  DatePicker,
  Drawer,
  Field,
  FileLoader,
  Select,
  Stack,
  TextArea,
  TextField,
  toast,
  useFileLoader,
  type FieldError,
} from '@mro/ui';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useApi, useServices } from '../../services/ServicesProvider';
import { emptyLine, refusalField } from './model';
import { openItemRequestsQuery, supplierChoicesQuery, useQuoteActions, type NewQuoteLine } from './queries';
import { FormActions } from '../../shared/FormActions';

export function NewQuoteDrawer({
  today,
  itemNm = '',
  onClose,
  onCreated,
}: {
  today: string;
  /** The item asked for (the catalogue's search that found nothing): the title and first line. */
  itemNm?: string;
  onClose: () => void;
  onCreated: (qtNo: string) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const api = useApi();
  const { http, system } = useServices();
  const client = useMemo(() => createUploadClient({ system, fetch: http.fetch }), [http, system]);
  const files = useFileLoader({ client });
  const suppliers = useQuery(supplierChoicesQuery(api));
  const itemRequests = useQuery(openItemRequestsQuery(api, addMonths(today, -11), today));
  const [itemReqNo, setItemReqNo] = useState('');
  const { create } = useQuoteActions();
  const [title, setTitle] = useState(itemNm);
  const [noteCn, setNote] = useState('');
  const [spCds, setSpCds] = useState<string[]>([]);
  const [lines, setLines] = useState<NewQuoteLine[]>(() => [{ ...emptyLine(today), itemNm }]);
  const [error, setError] = useState<{ line: number | null; field: string; value: FieldError } | null>(null);
  const errorOf = (field: string, line: number | null = null) =>
    error && error.field === field && error.line === line ? error.value : null;
  const setLine = (i: number, field: keyof NewQuoteLine) => (value: string) => {
    setLines((all) => all.map((l, j) => (j === i ? { ...l, [field]: value } : l)));
    setError(null);
  };

  /** Starts from a new-item request: its item fills the first line (and the title when empty). */
  const startFrom = (reqNo: string) => {
    setItemReqNo(reqNo);
    const found = itemRequests.data?.pages.find((r) => r.reqNo === reqNo);
    if (!found) return;
    setTitle((old) => old || found.itemNm);
    setLines((all) => [
      {
        itemNm: found.itemNm,
        specCn: found.specCn ?? '',
        unitCd: found.unitCd,
        qty: String(found.reqQty),
        reqDt: found.needDt && found.needDt >= today ? found.needDt : today,
      },
      ...all.slice(1),
    ]);
    setError(null);
  };

  const submit = async () => {
    const refusal = checkQuoteRequest({ title, spCds, lines }, today);
    if (refusal) {
      const where = refusalField(refusal);
      setError({ ...where, value: { code: refusal.code, ...(refusal.params ? { params: refusal.params } : {}) } });
      return;
    }
    let athFileId = files.athFileId ?? '';
    if (files.dirty) {
      const saved = await files.save().catch(() => null);
      if (!saved) return;
      athFileId = saved.athFileId ?? '';
    }
    try {
      const done = await create.mutateAsync({ title, itemReqNo, noteCn, athFileId, spCds, lines });
      toast.success(t('quotes.new.done', { qtNo: done.qtNo }));
      onCreated(done.qtNo);
    } catch {
      // The presenter showed why; everything typed stays.
    }
  };

  return (
    <Drawer
      open
      size="medium"
      onOpenChange={(open) => !open && onClose()}
      title={t('quotes.new.title')}
      footer={
        <FormActions
          cancel={t('quotes.cancel')}
          submit={t('quotes.new.submit')}
          onCancel={onClose}
          onSubmit={submit}
          busy={create.isPending}
        />
      }
    >
      <Stack gap="4">
        {(itemRequests.data?.pages.length ?? 0) > 0 && (
          <Field label={t('quotes.new.fromItemRequest')} hint={t('quotes.new.fromItemRequestHint')}>
            <Select
              items={(itemRequests.data?.pages ?? []).map((r) => ({ cd: r.reqNo, cdNm: `${r.reqNo} ${r.itemNm}` }))}
              value={itemReqNo}
              onValueChange={startFrom}
            />
          </Field>
        )}
        <Field label={t('quotes.new.titleField')} required error={errorOf('title')}>
          <TextField value={title} maxLength={QUOTE_TITLE_MAX} onValueChange={(v) => (setTitle(v), setError(null))} />
        </Field>
        <Field label={t('quotes.new.suppliers')} required error={errorOf('spCds')}>
          <CheckboxGroup
            aria-label={t('quotes.new.suppliers')}
            items={(suppliers.data ?? []).map((s) => ({ cd: s.cpCd, cdNm: s.cpNm }))}
            value={spCds}
            onValueChange={(v) => (setSpCds(v), setError(null))}
          />
        </Field>
        {lines.map((line, i) => (
          <Stack key={i} as="fieldset" gap="3" data-quote-line={i + 1}>
            <legend>{t('quotes.new.line', { no: i + 1 })}</legend>
            <Field label={t('quotes.line.itemNm')} required error={errorOf('itemNm', i)}>
              <TextField value={line.itemNm} maxLength={200} onValueChange={setLine(i, 'itemNm')} />
            </Field>
            <Field label={t('quotes.line.specCn')}>
              <TextField value={line.specCn} maxLength={500} onValueChange={setLine(i, 'specCn')} />
            </Field>
            <Field label={t('quotes.line.unitCd')} required>
              <Select codeGroup="UNIT" value={line.unitCd} onValueChange={setLine(i, 'unitCd')} />
            </Field>
            <Field label={t('quotes.line.qty')} required error={errorOf('qty', i)}>
              <TextField value={line.qty} inputMode="numeric" maxLength={12} onValueChange={setLine(i, 'qty')} />
            </Field>
            <Field label={t('quotes.line.reqDt')} required error={errorOf('reqDt', i)}>
              <DatePicker value={line.reqDt} min={today} today={today} onValueChange={setLine(i, 'reqDt')} />
            </Field>
            {lines.length > 1 && (
              <Button size="sm" variant="secondary" onClick={() => setLines((all) => all.filter((_, j) => j !== i))}>
                {t('quotes.new.removeLine', { no: i + 1 })}
              </Button>
            )}
          </Stack>
        ))}
        {errorOf('lines') && <p role="alert">{t('quotes.new.linesError', { max: QUOTE_MAX_LINES })}</p>}
        <Button
          size="sm"
          variant="secondary"
          disabled={lines.length >= QUOTE_MAX_LINES}
          onClick={() => setLines((all) => [...all, emptyLine(today)])}
        >
          {t('quotes.new.addLine')}
        </Button>
        <Field label={t('quotes.new.note')} hint={t('quotes.maxChars', { max: QUOTE_NOTE_MAX })}>
          <TextArea value={noteCn} rows={3} maxLength={QUOTE_NOTE_MAX} onValueChange={setNote} />
        </Field>
        <FileLoader loader={files} label={t('quotes.new.files')} />
      </Stack>
    </Drawer>
  );
}
