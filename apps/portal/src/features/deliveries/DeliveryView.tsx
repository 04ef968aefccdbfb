/**
 * One delivery as both parties read it (issue 44 item 4, decision 0070): status, planned day, an
 * exchange's replacement's kind and request (decision 0073), transport, the customs number, the
 * note, and its lines with what the buyer's receipts accepted and rejected (with the reasons). A tracking number opens the carrier's tracking page (LAUNCH_URL
 * DELIVERY_TRACKING with the carrier's key and the number), a customs number the customs page
 * (CUSTOMS_TRACKING), each in a new tab; no address, no button.
 */
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateValue, type DeliveryStatus } from '@mro/rules';
import { Badge, Button, Descriptions, Group, Table, useCodeList } from '@mro/ui';
import type { DeliveryDetail } from '@mro/contract';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { useLinkCode } from '../../frames/useChatUrl';
import { LAUNCH_CODES, LAUNCH_CODE_LIST } from '../../routing/launch';
import { STATUS_TONES, customsUrlOf, trackingUrlOf } from './model';
import { ChatButton } from '../common/ChatButton';

type Line = DeliveryDetail['lines'][number];

const openTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

export function DeliveryView({ delivery: d, headingLevel = 3 }: { delivery: DeliveryDetail; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const name = useCodeNames();
  const tracking = trackingUrlOf(useLinkCode(LAUNCH_CODE_LIST, LAUNCH_CODES.deliveryTracking), d);
  const customs = customsUrlOf(useLinkCode(LAUNCH_CODE_LIST, LAUNCH_CODES.customsTracking), d);
  const Heading = `h${headingLevel}` as const;
  const transport =
    d.transKindCd === 'CARRIER'
      ? [
          { term: t('deliveries.form.carrierCd'), detail: name.carrier(d.carrierCd) },
          {
            term: t('deliveries.form.trackingNo'),
            detail: (
              <Group gap="2" align="center">
                <span>{d.trackingNo}</span>
                {tracking && (
                  <Button size="sm" variant="secondary" onClick={() => openTab(tracking)}>
                    {t('deliveries.track')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]
      : [
          { term: t('deliveries.form.vehicleNo'), detail: d.vehicleNo },
          { term: t('deliveries.form.driverNm'), detail: [d.driverNm, d.driverTel].filter(Boolean).join(' · ') },
        ];
  return (
    <section aria-label={t('deliveries.view.label', { dlvNo: d.dlvNo })}>
      <Group gap="2" align="center" justify="space-between">
        <Heading>{t('deliveries.view.label', { dlvNo: d.dlvNo })}</Heading>
        <ChatButton channel="CHANNEL_DLV_URL" />
      </Group>
      <Descriptions
        columns={2}
        items={[
          {
            term: t('deliveries.col.statCd'),
            detail: <Badge tone={STATUS_TONES[d.statCd as DeliveryStatus] ?? 'neutral'}>{name.status(d.statCd)}</Badge>,
          },
          { term: t('deliveries.col.dlvDt'), detail: formatDateValue(d.dlvDt) },
          { term: t('deliveries.col.ordNo'), detail: d.ordNo },
          // An exchange's replacement names its kind and the request it replaces (decision 0073).
          ...(d.rtnNo
            ? [{ term: t('deliveries.view.exchange'), detail: `${name.deliveryKind(d.kindCd)} · ${d.rtnNo}` }]
            : []),
          { term: t('deliveries.view.shipDt'), detail: d.shipDt ? formatDateTime(d.shipDt) : '' },
          { term: t('deliveries.col.transKindCd'), detail: name.kind(d.transKindCd) },
          ...transport,
          ...(d.customsNo
            ? [
                {
                  term: t('deliveries.form.customsNo'),
                  detail: (
                    <Group gap="2" align="center">
                      <span>{d.customsNo}</span>
                      {customs && (
                        <Button size="sm" variant="secondary" onClick={() => openTab(customs)}>
                          {t('deliveries.customs')}
                        </Button>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
          ...(d.noteCn ? [{ term: t('deliveries.form.note'), detail: d.noteCn }] : []),
        ]}
      />
      <Table<Line>
        caption={t('deliveries.view.lines', { dlvNo: d.dlvNo })}
        rowKey={(l) => String(l.lineNo)}
        rows={d.lines}
        columns={[
          { key: 'lineNo', header: t('deliveries.line.lineNo'), align: 'end' },
          { key: 'itemNm', header: t('deliveries.line.itemNm') },
          { key: 'qty', header: t('deliveries.line.qty'), align: 'end', render: (l) => l.qty.toLocaleString() },
          {
            key: 'rcvQty',
            header: t('deliveries.line.rcvQty'),
            align: 'end',
            render: (l) => l.rcvQty.toLocaleString(),
          },
          {
            key: 'accQty',
            header: t('deliveries.line.accQty'),
            align: 'end',
            render: (l) => l.accQty.toLocaleString(),
          },
          {
            key: 'rejQty',
            header: t('deliveries.line.rejQty'),
            align: 'end',
            render: (l) => l.rejQty.toLocaleString(),
          },
          { key: 'rejReasons', header: t('deliveries.line.rejReasons'), render: (l) => l.rejReasons.join(', ') },
        ]}
      />
    </section>
  );
}

/** The delivery code lists' names in the current language (the code itself while loading). */
function useCodeNames() {
  const statuses = useCodeList('DLV_STAT').items;
  const kinds = useCodeList('TRANS_KIND').items;
  const carriers = useCodeList('DLV_CARRIER').items;
  const deliveryKinds = useCodeList('DLV_KIND').items;
  const of = (items: readonly { cd: string; cdNm: string }[]) => (cd: string | null) =>
    items.find((i) => i.cd === cd)?.cdNm ?? cd ?? '';
  return { status: of(statuses), kind: of(kinds), carrier: of(carriers), deliveryKind: of(deliveryKinds) };
}
