/**
 * The notification inbox (issue 43 item 7, decision 0049; BY menu BY-NTF, and a common screen of
 * every system the header's bell opens): the user's events newest first, 50 a page, unread ones
 * marked; each names what happened in the reader's language (from its kind and parameters) and
 * opens its screen (marking it read); "mark all read" empties the bell.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mro/rules';
import type { NotificationView } from '@mro/contract';
import { Badge, Button, Checkbox, Group, Stack, Table, toast, type TableColumn } from '@mro/ui';
import { useScreen } from '../../frames/ScreenContext';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { wasShown } from '../../http/result';
import { NOTIFICATION_PAGE_SIZE, notificationPageQuery, useMarkRead } from './queries';

export default function Notifications() {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const { navigate } = useScreen();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(notificationPageQuery(useApi(), unreadOnly, pageNo));
  const markRead = useMarkRead();

  const open = async (n: NotificationView) => {
    if (!n.read) await markRead.mutateAsync([n.ntfId]).catch(() => undefined);
    if (n.linkPath) await navigate(n.linkPath);
  };
  const text = (n: NotificationView) =>
    t(`notifications.kind.${n.kindCd}`, {
      ...n.params,
      status: n.params.statCd !== undefined ? t(`notifications.status.${n.params.statCd}`) : '',
      step: n.params.kind !== undefined ? t(`approvals.kind.${n.params.kind}`) : '',
    });
  const columns: TableColumn<NotificationView>[] = [
    {
      key: 'read',
      header: t('notifications.col.read'),
      render: (n) => (
        <Badge tone={n.read ? 'muted' : 'progress'}>{t(n.read ? 'notifications.read' : 'notifications.unread')}</Badge>
      ),
    },
    { key: 'kindCd', header: t('notifications.col.what'), render: text },
    {
      key: 'createdAt',
      header: t('notifications.col.at'),
      render: (n) => <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>,
    },
    {
      key: 'linkPath',
      header: t('notifications.col.open'),
      render: (n) =>
        n.linkPath ? (
          <Button variant="ghost" size="sm" onClick={() => void open(n)}>
            {t('notifications.open')}
          </Button>
        ) : null,
    },
  ];
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.totalCount / NOTIFICATION_PAGE_SIZE)) : 1;
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Checkbox
          checked={unreadOnly}
          onCheckedChange={(checked) => {
            setUnreadOnly(checked);
            setPageNo(1);
          }}
        >
          {t('notifications.unreadOnly')}
        </Checkbox>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void markRead.mutateAsync([]).then(
              () => toast.success(t('notifications.allRead')),
              () => undefined,
            )
          }
        >
          {t('notifications.markAll')}
        </Button>
      </Group>
      {query.isError ? (
        <p role={wasShown(query.error) ? undefined : 'alert'}>{t('notifications.failed')}</p>
      ) : !data ? (
        <p role="status">{t('notifications.loading')}</p>
      ) : data.pages.length ? (
        <>
          <output>{t('notifications.count', { count: data.totalCount })}</output>
          <Table
            caption={t('notifications.title')}
            rowKey={(n) => n.ntfId}
            rows={data.pages}
            columns={columns}
            serverSort
          />
          {lastPage > 1 && (
            <Group justify="center" align="center">
              <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('notifications.previous')}
              </Button>
              <span>{t('notifications.page', { pageNo, lastPage })}</span>
              <Button variant="secondary" size="sm" disabled={pageNo >= lastPage} onClick={() => setPageNo(pageNo + 1)}>
                {t('notifications.next')}
              </Button>
            </Group>
          )}
        </>
      ) : (
        <p>{t('notifications.empty')}</p>
      )}
    </Stack>
  );
}
