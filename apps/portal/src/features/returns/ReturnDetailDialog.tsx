/**
 * A return or exchange request in a modal (decision 0022): the request (parties, order, kind,
 * reason and the buyer's words), its item lines in a read-only grid, the buyer's attachments for
 * download (the links the detail answered: the request's scoping is the authorization) and its
 * history. On the supplier's side, with the SAVE permission, the decisions its status allows:
 * approve and complete after a confirm, reject after a reason (RejectDialog). A decision the
 * server refuses (someone decided first: MRORT0001/0002, alerted by the HTTP layer) loads the
 * request again so the modal shows what it is now. Decision 0071: completing an exchange made from
 * an order line asks for the replacement delivery's day and transport (CompleteExchangeDialog)
 * and the detail lists the replacement deliveries; the buyer, with SAVE, withdraws a request still
 * waiting (naming the version it read: a decision taken meanwhile wins, the modal re-reads).
 */
import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatDateValue,
  RETURN_CODE_LISTS,
  returnActionsOf,
  returnBuyerActionsOf,
  type ReturnAction,
} from '@mro/rules';
import { createUploadClient } from '@mro/upload';
import {
  ActionBar,
  Button,
  DataGrid,
  FileLoader,
  Modal,
  useCodeList,
  useDataGrid,
  useFileLoader,
  useGridRows,
  useMessageBox,
  useToast,
  type DataGridColumn,
} from '@mro/ui';
import { useApi, useHttp } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import type { ReturnDetail, ReturnSide } from './model';
import { returnDetailQuery, useReturnDecision, useWithdrawReturn, type Completion } from './queries';
import { RejectDialog } from './RejectDialog';
import { CompleteExchangeDialog } from './CompleteExchangeDialog';
import { DetailList, History, Replacements, Section } from './ReturnDetail.styles';
import { useUnitName } from '../../shared/useQuantity';

type Line = ReturnDetail['items'][number] & { key: string };

export interface ReturnDetailDialogProps {
  side: ReturnSide;
  rtnNo: string;
  /** The supplier may decide, the buyer withdraw (the SAVE permission on the screen). */
  canDecide: boolean;
  onClose: () => void;
}

export function ReturnDetailDialog({ side, rtnNo, canDecide, onClose }: ReturnDetailDialogProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const detail = useQuery(returnDetailQuery(useApi(), side, rtnNo));
  const decision = useReturnDecision(side, rtnNo);
  const withdrawal = useWithdrawReturn(rtnNo);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('returns.dialog.title', { rtnNo })} size="large">
      {detail.data ? (
        <Body
          key={`${detail.data.statCd}.${detail.data.version}`}
          side={side}
          detail={detail.data}
          canDecide={canDecide}
          onClose={onClose}
          onDecision={(action, reason, completion) =>
            // Decided or refused (the presenter showed why), the modal shows the request as it is now.
            decision
              .mutateAsync({ action, reason, version: detail.data!.version, ...(completion ? { completion } : {}) })
              .then(
                () => true,
                () => false,
              )
          }
          onWithdraw={() =>
            withdrawal.mutateAsync(detail.data!.version).then(
              () => true,
              () => false,
            )
          }
        />
      ) : detail.isError ? (
        // The message box has told why (the presenter); the modal says it once more only if not.
        <p role={wasShown(detail.error) ? undefined : 'alert'}>{t('returns.dialog.failed')}</p>
      ) : (
        <p role="status">{t('returns.dialog.loading')}</p>
      )}
    </Modal>
  );
}

interface BodyProps {
  side: ReturnSide;
  detail: ReturnDetail;
  canDecide: boolean;
  onClose: () => void;
  onDecision: (action: ReturnAction, reason: string, completion?: Completion) => Promise<boolean>;
  onWithdraw: () => Promise<boolean>;
}

function Body({ side, detail, canDecide, onClose, onDecision, onWithdraw }: BodyProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const unitName = useUnitName();
  const http = useHttp();
  const box = useMessageBox();
  const toast = useToast();
  const [rejecting, setRejecting] = useState(false);
  const [completing, setCompleting] = useState(false);
  const label = useCodeLabels();
  const id = useId();
  const client = useMemo(
    () => createUploadClient({ system: side === 'supplier' ? 'SP' : 'BY', fetch: http.fetch }),
    [http, side],
  );
  const files = useFileLoader({ client, athFileId: detail.athFileId, initialFiles: detail.files, mode: 'download' });
  const lines = useGridRows<Line>({
    rows: detail.items.map((i) => ({ ...i, key: String(i.lineNo) })),
    rowKey: (r) => r.key,
  });
  const columns = useMemo<DataGridColumn<Line>[]>(() => {
    const c = (key: DataGridColumn<Line>['key'], width: number, extra: Partial<DataGridColumn<Line>> = {}) => ({
      key,
      header: t(`returns.dialog.line.${key}`),
      width,
      editable: false,
      ...extra,
    });
    const money = { rule: { editor: 'number' as const }, align: 'right' as const };
    return [
      c('lineNo', 50, { align: 'right' }),
      c('itemCd', 100),
      c('itemNm', 150),
      c('specCn', 130),
      c('unitCd', 60, { align: 'center', render: (value) => unitName(String(value)) }),
      c('qty', 60, { ...money }),
      c('unitPrice', 100, { ...money }),
      c('amount', 110, { ...money }),
    ];
  }, [t, unitName]);
  const grid = useDataGrid<Line>({
    rows: lines,
    columns,
    readOnly: true,
    checkColumn: false,
    numberColumn: false,
    statusColumn: false,
  });
  const actions = side === 'supplier' && canDecide ? returnActionsOf(detail.statCd) : [];
  const withdrawable = side === 'buyer' && canDecide && returnBuyerActionsOf(detail.statCd).includes('withdraw');
  // An exchange made from an order line completes with its replacement delivery's day and transport.
  const replaces = detail.rtnKindCd === 'EXCHANGE' && detail.lineNo !== null;
  // One date format in lists and details (issue 41), from @mro/rules.
  const when = formatDateTime;

  const decide = async (action: ReturnAction, reason = '', completion?: Completion) => {
    if (!(await box.confirm(t(`returns.confirm.${action}`, { rtnNo: detail.rtnNo })))) return false;
    const done = await onDecision(action, reason, completion);
    if (done) toast.success(t(`returns.done.${action}`, { rtnNo: detail.rtnNo }));
    return done;
  };
  const withdraw = async () => {
    if (!(await box.confirm(t('returns.confirm.withdraw', { rtnNo: detail.rtnNo })))) return;
    if (await onWithdraw()) toast.success(t('returns.done.withdraw', { rtnNo: detail.rtnNo }));
  };
  const other = side === 'supplier' ? detail.buyerNm : detail.supplierNm;

  return (
    <>
      <Section aria-labelledby={`${id}-request`}>
        <h3 id={`${id}-request`}>{t('returns.dialog.request')}</h3>
        <DetailList>
          <dt>{t('returns.col.statCd')}</dt>
          <dd data-testid="return-status">{label.status(detail.statCd)}</dd>
          <dt>{t('returns.col.rtnKindCd')}</dt>
          <dd>{label.kind(detail.rtnKindCd)}</dd>
          <dt>{t(`returns.col.cpNm.${side}`)}</dt>
          <dd>{other}</dd>
          <dt>{t('returns.dialog.reqUserNm')}</dt>
          <dd>{detail.reqUserNm}</dd>
          <dt>{t('returns.col.reqDt')}</dt>
          <dd>{when(detail.reqDt)}</dd>
          <dt>{t('returns.col.ordNo')}</dt>
          <dd>{detail.ordNo}</dd>
          <dt>{t('returns.col.rsnCd')}</dt>
          <dd>{label.reason(detail.rsnCd)}</dd>
          <dt>{t('returns.dialog.rsnCn')}</dt>
          <dd>{detail.rsnCn || t('returns.dialog.none')}</dd>
          {detail.rjctRsnCn && (
            <>
              <dt>{t('returns.col.rjctRsnCn')}</dt>
              <dd>{detail.rjctRsnCn}</dd>
            </>
          )}
        </DetailList>
      </Section>
      <Section aria-label={t('returns.dialog.lines')}>
        <DataGrid
          grid={grid}
          label={t('returns.dialog.lines')}
          height={Math.min(6, detail.items.length + 1) * 36 + 4}
        />
      </Section>
      {detail.replacements.length > 0 && (
        <Section aria-labelledby={`${id}-replacements`}>
          <h3 id={`${id}-replacements`}>{t('returns.dialog.replacements')}</h3>
          <Replacements aria-labelledby={`${id}-replacements`} data-testid="return-replacements">
            {detail.replacements.map((d) => (
              <li key={d.dlvNo}>
                {t('returns.dialog.replacementEntry', {
                  dlvNo: d.dlvNo,
                  day: formatDateValue(d.dlvDt),
                  status: label.delivery(d.statCd),
                  qty: d.qty,
                })}
              </li>
            ))}
          </Replacements>
        </Section>
      )}
      <Section>
        {detail.files.length ? (
          <FileLoader loader={files} label={t('returns.dialog.files')} guardDirty={false} />
        ) : (
          <p>{t('returns.dialog.noFiles')}</p>
        )}
      </Section>
      <Section aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`}>{t('returns.dialog.history')}</h3>
        <History aria-labelledby={`${id}-history`}>
          {detail.history.map((h) => (
            <li key={h.seq}>
              {t('returns.dialog.historyEntry', { at: when(h.at), status: label.status(h.statCd), user: h.userNm })}
              {h.note && <q>{h.note}</q>}
            </li>
          ))}
        </History>
      </Section>
      {/* The one action layout (decision 0044): close and reject first, the one primary last. */}
      <Section as={ActionBar}>
        <Button variant="secondary" onClick={onClose}>
          {t('returns.dialog.close')}
        </Button>
        {withdrawable && (
          <Button variant="secondary" onClick={() => void withdraw()}>
            {t('returns.action.withdraw')}
          </Button>
        )}
        {[...actions]
          .sort((x, y) => Number(x !== 'reject') - Number(y !== 'reject'))
          .map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'secondary' : 'primary'}
              onClick={() =>
                action === 'reject'
                  ? setRejecting(true)
                  : action === 'complete' && replaces
                    ? setCompleting(true)
                    : void decide(action)
              }
            >
              {t(`returns.action.${action}`)}
            </Button>
          ))}
      </Section>
      {completing && (
        <CompleteExchangeDialog
          rtnNo={detail.rtnNo}
          onClose={() => setCompleting(false)}
          onComplete={async (completion) => {
            if (await decide('complete', '', completion)) setCompleting(false);
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          rtnNo={detail.rtnNo}
          onClose={() => setRejecting(false)}
          onReject={async (reason) => {
            if (await decide('reject', reason)) setRejecting(false);
          }}
        />
      )}
    </>
  );
}

/** The labels of the return code lists in the current language (the code itself while loading). */
function useCodeLabels() {
  const statuses = useCodeList(RETURN_CODE_LISTS.status).items;
  const kinds = useCodeList(RETURN_CODE_LISTS.kind).items;
  const reasons = useCodeList(RETURN_CODE_LISTS.reason).items;
  const deliveries = useCodeList('DLV_STAT').items;
  return useMemo(() => {
    const of = (items: readonly { cd: string; cdNm: string }[]) => (cd: string) =>
      items.find((i) => i.cd === cd)?.cdNm ?? cd;
    return { status: of(statuses), kind: of(kinds), reason: of(reasons), delivery: of(deliveries) };
  }, [statuses, kinds, reasons, deliveries]);
}
