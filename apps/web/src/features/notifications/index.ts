// What the notifications feature offers to the rest of the app; other features import only from here.
export { NotificationBell } from './components/notification-bell';
export { useRefreshUnread } from './api/notifications';
