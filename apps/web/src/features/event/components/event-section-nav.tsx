import { Link } from 'react-router';

/** Switches between events and seminars. */
export function EventSectionNav({ current }: { current: 'event' | 'seminar' }) {
  const item = (key: 'event' | 'seminar', to: string, label: string) => (
    <Link
      to={to}
      aria-current={current === key ? 'page' : undefined}
      className={`inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold ${current === key ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200'}`}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="이벤트·세미나" className="mt-4 flex gap-2">
      {item('event', '/event', '이벤트')}
      {item('seminar', '/event/seminar', '세미나')}
    </nav>
  );
}
