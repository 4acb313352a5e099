import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { useIsLoggedIn } from '../../../stores/session';
import { useUnreadCount } from '../api/notifications';

/** The header's bell (desktop and phone): the unread count, opening /my/notifications. Signed-in members only. */
export function NotificationBell({ className = '' }: { className?: string }) {
  const signedIn = useIsLoggedIn();
  const unread = useUnreadCount(signedIn).data?.unread ?? 0;
  if (!signedIn) return null;
  const label = unread > 0 ? `알림 ${unread}개 안 읽음` : '알림';
  return (
    <Link to="/my/notifications" aria-label={label} className={`relative flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${className}`}>
      <BellIcon />
      {unread > 0 && (
        <span aria-hidden="true" className="absolute right-1 top-1 min-w-5 rounded-full bg-rose-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
