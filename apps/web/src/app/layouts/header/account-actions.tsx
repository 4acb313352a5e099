import { Link } from 'react-router';
import { AccountBox } from '../../../features/auth';
import { NotificationBell } from '../../../features/notifications';
import { GiftIcon, TicketIcon } from '../../../components/ui/icons';

const linkClass =
  'flex h-10 items-center gap-1.5 rounded-full px-3 text-[15px] font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';

/** Events, passes and the sign-in state, on the right of the desktop header. */
export function AccountActions() {
  return (
    <div className="flex items-center gap-1">
      <Link to="/event" className={linkClass}>
        <GiftIcon width={18} height={18} />
        이벤트·혜택
      </Link>
      <Link to="/payment/product" className={linkClass}>
        <TicketIcon width={18} height={18} />
        이용권
      </Link>
      <NotificationBell />
      <span className="mx-2 h-4 w-px bg-slate-200" aria-hidden="true" />
      <AccountBox variant="header" />
    </div>
  );
}
