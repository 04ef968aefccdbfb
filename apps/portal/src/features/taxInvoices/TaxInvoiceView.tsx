/**
 * One tax invoice as both parties read it (issue 45 item 1, decision 0074): status and kind (a
 * modified invoice names its original, a superseded one its modified invoice), the write day and
 * period, the payment day (and why it moved), both parties' e-tax-invoice fields, the amounts, the
 * dispute's reason, and the items.
 */
import { useTranslation } from 'react-i18next';
import { formatDateValue, type TaxInvoiceStatus } from '@mro/rules';
import { Badge, Descriptions, Table, useMro } from '@mro/ui';
import type { TaxInvoiceDetail, TaxInvoiceParty } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { STATUS_TONES, money } from './model';

type Line = TaxInvoiceDetail['lines'][number];

const bizNo = (no: string | null) =>
  no && no.length === 10 ? `${no.slice(0, 3)}-${no.slice(3, 5)}-${no.slice(5)}` : no;

export function TaxInvoiceView({ invoice: d }: { invoice: TaxInvoiceDetail }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { locale } = useMro();
  const amount = (n: string) => money(n, d.crncyCd, locale);
  const party = (p: TaxInvoiceParty) => [
    { term: t('taxInvoices.party.bizNo'), detail: bizNo(p.bizNo) },
    { term: t('taxInvoices.party.name'), detail: p.name },
    { term: t('taxInvoices.party.representative'), detail: p.representative },
    { term: t('taxInvoices.party.bizType'), detail: p.bizType },
    { term: t('taxInvoices.party.bizItem'), detail: p.bizItem },
    { term: t('taxInvoices.party.address'), detail: p.address, span: 2 },
  ];
  return (
    <section aria-label={t('taxInvoices.view.label', { invNo: d.invNo })}>
      <Descriptions
        columns={2}
        items={[
          {
            term: t('taxInvoices.col.statCd'),
            detail: (
              <Badge tone={STATUS_TONES[d.statCd as TaxInvoiceStatus] ?? 'neutral'}>
                {t(`taxInvoices.status.${d.statCd}`)}
              </Badge>
            ),
          },
          { term: t('taxInvoices.col.kindCd'), detail: t(`taxInvoices.kind.${d.kindCd}`) },
          ...(d.origInvNo ? [{ term: t('taxInvoices.view.origInvNo'), detail: d.origInvNo }] : []),
          ...(d.modifiedInvNo ? [{ term: t('taxInvoices.view.modifiedInvNo'), detail: d.modifiedInvNo }] : []),
          { term: t('taxInvoices.col.writeDt'), detail: formatDateValue(d.writeDt) },
          {
            term: t('taxInvoices.view.period'),
            detail: `${formatDateValue(d.fromDt)} ~ ${formatDateValue(d.toDt)}`,
          },
          {
            term: t('taxInvoices.col.payDt'),
            detail: (
              <span data-pay-dt>
                {formatDateValue(d.payDt)}
                {d.payMoved ? ` (${t('taxInvoices.view.payMoved', { dueDt: formatDateValue(d.dueDt) })})` : ''}
              </span>
            ),
          },
          { term: t('taxInvoices.col.crncyCd'), detail: d.crncyCd },
          { term: t('taxInvoices.col.supplyAmt'), detail: amount(d.supplyAmt) },
          { term: t('taxInvoices.col.vatAmt'), detail: amount(d.vatAmt) },
          { term: t('taxInvoices.col.totalAmt'), detail: <strong>{amount(d.totalAmt)}</strong>, span: 2 },
          ...(d.disputeReason ? [{ term: t('taxInvoices.view.disputeReason'), detail: d.disputeReason, span: 2 }] : []),
          ...(d.noteCn ? [{ term: t('taxInvoices.form.note'), detail: d.noteCn, span: 2 }] : []),
        ]}
      />
      <h3>{t('taxInvoices.view.supplier')}</h3>
      <Descriptions columns={2} items={party(d.supplier)} />
      <h3>{t('taxInvoices.view.buyer')}</h3>
      <Descriptions columns={2} items={party(d.buyer)} />
      <Table<Line>
        caption={t('taxInvoices.view.lines', { invNo: d.invNo })}
        rowKey={(l) => String(l.lineNo)}
        rows={d.lines}
        columns={[
          { key: 'rcvDt', header: t('taxInvoices.line.rcvDt'), render: (l) => formatDateValue(l.rcvDt) },
          { key: 'itemNm', header: t('taxInvoices.line.itemNm') },
          { key: 'qty', header: t('taxInvoices.line.qty'), align: 'end', render: (l) => l.qty.toLocaleString() },
          {
            key: 'unitPrice',
            header: t('taxInvoices.line.unitPrice'),
            align: 'end',
            render: (l) => amount(l.unitPrice),
          },
          {
            key: 'supplyAmt',
            header: t('taxInvoices.line.supplyAmt'),
            align: 'end',
            render: (l) => amount(l.supplyAmt),
          },
        ]}
      />
    </section>
  );
}
