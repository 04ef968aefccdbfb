export { NotificationBell, NOTIFICATION_INBOX_PATH, type NotificationBellProps } from './NotificationBell';
