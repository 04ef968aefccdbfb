/**
 * A supplier's order (issue 44 item 1, decision 0069): its header (buyer, business place, the
 * requested day, the order's progress) and each line as a card with its decision badge. A
 * waiting line of an approved order takes an action: confirm with a promised day (the date
 * picker shows the holidays; a day after the requested one needs a reason) or refuse with a
 * reason. Saved together, naming the order's version; `checkLineDecision` runs first as on the
 * server. A refusal of the server is shown by the presenter: a line's field error beside its
 * field, a conflict (someone changed the order, a cancel approval, a decided line) reads the
 * order again while what was typed stays. Focus returns to the opener when it closes.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONFIRM_REASON_MAX, formatDateTime, formatDateValue, formatMessage, sumMoney } from '@mro/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Field,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  StatusLabel,
  TextField,
  toast,
  useMessageBox,
  useMro,
} from '@mro/ui';
import type { SupplierOrderDetail, SupplierOrderLine } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { failureOf, wasShown } from '../../http/result';
import { useApi } from '../../services/ServicesProvider';
import { money } from '../../shared/money';
import { LineDecisionBadge } from '../common/LineDecisionBadge';
import {
  EMPTY_DRAFT,
  checkDrafts,
  decidableLines,
  erpPriceOf,
  lineErrorsOf,
  type LineDraft,
  type LineErrors,
} from './model';
import { supplierOrderDetailQuery, supplierOrderKeys, useLineDecisions } from './queries';
import { useQuantity } from '../../shared/useQuantity';

export interface SupplierOrderDialogProps {
  ordNo: string;
  today: string;
  onClose: () => void;
  /** After decisions were saved (the list is searched again). */
  onDecided: () => void;
}

function LineCard({
  line,
  order,
  draft,
  errors,
  today,
  decidable,
  onDraft,
}: {
  line: SupplierOrderLine;
  order: SupplierOrderDetail;
  draft: LineDraft;
  errors: LineErrors[number] | undefined;
  today: string;
  decidable: boolean;
  onDraft: (next: LineDraft) => void;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const quantity = useQuantity();
  const { locale } = useMro();
  const actions = [
    { cd: 'confirm', cdNm: t('spOrders.action.confirm') },
    { cd: 'refuse', cdNm: t('spOrders.action.refuse') },
  ];
  const item = `${line.itemCd}${line.specCn ? ` · ${line.specCn}` : ''}`;
  const erp = erpPriceOf(line, order.crncyCd, locale);
  return (
    <Card
      level={3}
      title={t('spOrders.lineTitle', { lineNo: line.lineNo, itemNm: line.itemNm })}
      data-line={line.lineNo}
    >
      <Stack gap="3">
        <Descriptions
          columns={2}
          items={[
            { term: t('spOrders.decision'), detail: <LineDecisionBadge status={line.cnfmStatCd} /> },
            { term: t('catalog.col.itemCd'), detail: item },
            {
              term: t('cart.qty'),
              detail: `${quantity(line.qty, line.unitCd)} · ${money(line.amount, order.crncyCd, locale)}`,
            },
            // A punch-out order's line: the price the buyer's ERP approved beside ours (decision 0084).
            ...(erp
              ? [
                  {
                    term: t('spOrders.unitPrice'),
                    detail: (
                      <>
                        {money(line.unitPrice, order.crncyCd, locale)} ·{' '}
                        {t(erp.same ? 'spOrders.erpPriceSame' : 'spOrders.erpPrice', { price: erp.price })}
                        {!erp.same && (
                          <>
                            {' '}
                            <Badge tone="warning">{t('spOrders.erpDiffers')}</Badge>
                          </>
                        )}
                      </>
                    ),
                  },
                ]
              : []),
            ...(line.cnfmStatCd === 'WAIT'
              ? []
              : [
                  {
                    term: t('spOrders.prmsDlvDt'),
                    detail: <span data-day>{line.prmsDlvDt ? formatDateValue(line.prmsDlvDt) : '-'}</span>,
                  },
                  { term: t('spOrders.reason'), detail: line.cnfmReason ?? '-' },
                  {
                    term: t('spOrders.decidedBy'),
                    detail: (
                      <>
                        {line.cnfmUserNm ?? ''} <span data-day>{line.cnfmDt ? formatDateTime(line.cnfmDt) : ''}</span>
                      </>
                    ),
                  },
                ]),
          ]}
        />
        {decidable && (
          <Group gap="3" align="flex-start">
            <Field label={t('spOrders.actionLabel', { lineNo: line.lineNo })} error={errors?.action ?? null}>
              <Select
                items={actions}
                value={draft.action}
                onValueChange={(action) => onDraft({ ...draft, action: action as LineDraft['action'] })}
              />
            </Field>
            {draft.action === 'confirm' && (
              <Field
                label={t('spOrders.prmsDlvDtLabel', { lineNo: line.lineNo })}
                required
                hint={
                  <span data-hint-day>{t('spOrders.requestedHint', { day: formatDateValue(order.reqDlvDt) })}</span>
                }
                error={errors?.promisedDt ?? null}
              >
                <DatePicker
                  value={draft.promisedDt}
                  min={today}
                  today={today}
                  onValueChange={(promisedDt) => onDraft({ ...draft, promisedDt })}
                />
              </Field>
            )}
            {draft.action !== '' && (
              <Field
                label={t('spOrders.reasonLabel', { lineNo: line.lineNo })}
                required={draft.action === 'refuse'}
                hint={t('spOrders.reasonHint', { max: CONFIRM_REASON_MAX })}
                error={errors?.reason ?? null}
              >
                <TextField
                  value={draft.reason}
                  maxLength={CONFIRM_REASON_MAX}
                  onValueChange={(reason) => onDraft({ ...draft, reason })}
                />
              </Field>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function SupplierOrderDialog({ ordNo, today, onClose, onDecided }: SupplierOrderDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const api = useApi();
  const box = useMessageBox();
  const queryClient = useQueryClient();
  const detail = useQuery(supplierOrderDetailQuery(api, ordNo));
  const decide = useLineDecisions(ordNo);
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [errors, setErrors] = useState<LineErrors>({});
  const d = detail.data;
  const open = d ? decidableLines(d) : [];
  const refusal = d && d.prgsStatCd !== '3' ? (d.prgsStatCd === '2' ? 'MROSO0007' : 'MROSO0006') : null;

  const setDraft = (lineNo: number) => (next: LineDraft) => {
    setDrafts((all) => ({ ...all, [lineNo]: next }));
    setErrors((all) => ({ ...all, [lineNo]: {} }));
  };

  const save = async () => {
    if (!d) return;
    const checked = checkDrafts(d, drafts, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.noneChosen) await box.alert(t('spOrders.noneChosen'));
      return;
    }
    // Confirming a line is a promise to deliver (issue 57 item 4): what will happen and the amount first.
    const confirmedLines = checked.lines.filter((l) => l.action === 'confirm');
    const confirmedAmount = sumMoney(
      d.lines.filter((l) => confirmedLines.some((c) => c.lineNo === l.lineNo)).map((l) => l.amount),
      d.crncyCd,
    );
    const ask = t('spOrders.saveAsk', {
      ordNo,
      confirmed: confirmedLines.length,
      refused: checked.lines.length - confirmedLines.length,
      amount: money(confirmedAmount, d.crncyCd, locale),
    });
    if (!(await box.confirm(ask))) return;
    try {
      const answer = await decide.mutateAsync({ version: d.version, lines: checked.lines });
      toast.success(
        t('spOrders.saved', {
          ordNo,
          confirmed: checked.lines.filter((l) => l.action === 'confirm').length,
          refused: checked.lines.filter((l) => l.action === 'refuse').length,
        }),
      );
      setDrafts({});
      setErrors({});
      onDecided();
      if (!decidableLines(answer).length) onClose();
    } catch (error) {
      const failure = failureOf(error);
      // The presenter showed why. A line's input: beside its field. A conflict: the order as it is now, typed values kept.
      if (failure?.status === 400) setErrors(lineErrorsOf(failure.fields ?? []));
      if (failure?.status === 409) {
        await queryClient.invalidateQueries({ queryKey: supplierOrderKeys.detail(ordNo) });
        onDecided();
      }
    }
  };

  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('spOrders.dialog.title', { ordNo })}
      size="large"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('spOrders.dialog.close')}
          </Button>
          {open.length > 0 && (
            <Button onClick={() => void save()} disabled={decide.isPending}>
              {t('spOrders.dialog.save')}
            </Button>
          )}
        </>
      }
    >
      {d ? (
        <Stack gap="4">
          {refusal && <Alert kind="warning">{formatMessage(refusal, locale === 'en' ? 'en' : 'ko')}</Alert>}
          <Descriptions
            columns={2}
            items={[
              { term: t('spOrders.col.prgsStatCd'), detail: <StatusLabel approval={d.prgsStatCd} /> },
              { term: t('spOrders.col.regDt'), detail: <span data-day>{formatDateTime(d.regDt)}</span> },
              { term: t('spOrders.col.buyerNm'), detail: d.buyerNm },
              { term: t('spOrders.col.reqUserNm'), detail: d.reqUserNm },
              { term: t('spOrders.col.bpNm'), detail: d.bpNm },
              { term: t('spOrders.col.reqDlvDt'), detail: <span data-day>{formatDateValue(d.reqDlvDt)}</span> },
              { term: t('spOrders.col.amount'), detail: money(d.amount, d.crncyCd, locale) },
              { term: t('order.noteCn'), detail: d.noteCn },
            ]}
          />
          {d.lines.map((line) => (
            <LineCard
              key={line.lineNo}
              line={line}
              order={d}
              draft={drafts[line.lineNo] ?? EMPTY_DRAFT}
              errors={errors[line.lineNo]}
              today={today}
              decidable={open.includes(line)}
              onDraft={setDraft(line.lineNo)}
            />
          ))}
        </Stack>
      ) : detail.isError ? (
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('spOrders.dialog.failed')}</p>
      ) : (
        <Skeleton lines={6} />
      )}
    </Modal>
  );
}
