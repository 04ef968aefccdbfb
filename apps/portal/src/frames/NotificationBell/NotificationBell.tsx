/**
 * The header's bell (decision 0049): the signed-in user's unread notifications, asked every 15 s
 * while the page is visible (no reload), as a button that opens the notification inbox of the
 * system. The count is in the button's name ("알림, 읽지 않은 알림 3건"), so a screen reader reads
 * what the badge shows. Self-contained: the header places it and passes its navigation.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Icon } from '@mro/ui';
import { BellIcon } from '@mro/ui/icons';
import { useApi } from '../../services/ServicesProvider';
import { PORTAL_NAMESPACE } from '../../shared/i18n';
import { SYSTEM_BASES, type SystemCode } from '../../shared/systems';
import { unreadCountQuery } from '../notifications';
import { Count } from './NotificationBell.styles';

/** Where the inbox is, relative to a system's base path (app/systemPages.tsx). */
export const NOTIFICATION_INBOX_PATH = '/notification/list';

export interface NotificationBellProps {
  system: SystemCode;
  onNavigate: (href: string) => void;
}

export function NotificationBell({ system, onNavigate }: NotificationBellProps) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const unread = useQuery(unreadCountQuery(useApi())).data ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={unread ? t('notifications.bell.unread', { count: unread }) : t('notifications.bell.none')}
      data-unread={unread}
      onClick={() => onNavigate(`${SYSTEM_BASES[system]}${NOTIFICATION_INBOX_PATH}`)}
    >
      <Icon icon={BellIcon} size="1em" />
      {unread > 0 && (
        <Count aria-hidden="true" data-bell-count="">
          <Badge tone="danger">{shown}</Badge>
        </Count>
      )}
    </Button>
  );
}
