import { Link, useLocation } from 'react-router';
import type { StockRegion } from '@school/contracts';
import { errorMessage } from '../../../lib/api-client';
import { loginPath } from '../../../lib/navigation';
import { showError } from '../../../lib/popup';
import { useIsLoggedIn } from '../../../stores/session';
import { useFavorites } from '../api/get-favorites';
import { useToggleFavoriteMutation } from '../api/toggle-favorite';

const base = 'inline-flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold ring-1 transition';

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className={filled ? 'text-amber-500' : 'text-slate-400'}>
      <path
        d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favorites star. Members toggle it (a pressed button); a visitor gets a link to
 * /login?returnUrl=<this page>, so signing in brings them back to the same stock.
 */
export function FavoriteButton({ market, code, name }: { market: StockRegion; code: string; name: string }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const favorites = useFavorites();
  const toggle = useToggleFavoriteMutation();

  if (!loggedIn) {
    return (
      <Link to={loginPath(`${location.pathname}${location.search}`)} className={`${base} bg-white text-slate-700 ring-slate-200 hover:ring-slate-300`}>
        <Star filled={false} />
        관심 종목 추가<span className="sr-only"> (로그인 필요)</span>
      </Link>
    );
  }

  const saved = favorites.data?.items.some((i) => i.region === market && i.code === code) ?? false;
  // While the request runs, show where it is going.
  const on = toggle.isPending ? toggle.variables.on : saved;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`${name} 관심 종목`}
      disabled={favorites.isPending || toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { market, code, on: !saved },
          { onError: (error) => void showError(errorMessage(error)) },
        )
      }
      className={`${base} disabled:cursor-progress ${on ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-white text-slate-700 ring-slate-200 hover:ring-slate-300'}`}
    >
      <Star filled={on} />
      <span aria-hidden="true">{on ? '관심 종목' : '관심 종목 추가'}</span>
    </button>
  );
}
