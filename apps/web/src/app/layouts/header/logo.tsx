import { Link } from 'react-router';
import { SITE_NAME } from '../../site';
import { useDisplayStore } from '../../../stores/display';

/** Brand mark; clicking it also clears the header search (display reset flag). */
export function Logo({ className = '' }: { className?: string }) {
  const setReset = useDisplayStore((s) => s.setReset);
  return (
    <Link
      to="/"
      onClick={() => setReset(true)}
      className={`flex shrink-0 items-center gap-2 rounded-lg font-extrabold tracking-tight text-slate-900 ${className}`}
    >
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="fill-accent-600" />
        <path d="M8 21l5-6 4 3 7-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="text-xl">{SITE_NAME}</span>
    </Link>
  );
}
