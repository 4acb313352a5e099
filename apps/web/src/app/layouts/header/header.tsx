import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { HeaderInfo } from '../../header-info';
import { useDisplayStore } from '../../../stores/display';
import { useScrolledPast } from './use-scrolled-past';
import { Logo } from './logo';
import { SearchForm } from './search-form';
import { SearchLayer } from './search-layer';
import { GuideTip } from './guide-tip';
import { MainNav } from './main-nav';
import { AccountActions } from './account-actions';
import { NotificationBell } from '../../../features/notifications';
import { ChevronLeftIcon, MenuIcon, SearchIcon } from '../../../components/ui/icons';

interface HeaderProps {
  info: HeaderInfo;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

const iconButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900';

export function Header({ info, menuOpen, onOpenMenu }: HeaderProps) {
  const navigate = useNavigate();
  const topRow = useRef<HTMLDivElement>(null);
  const fixed = useScrolledPast(topRow);
  const [searchOpen, setSearchOpen] = useState(false);
  const schoolName = useDisplayStore((s) => s.schoolMenu.name);

  // Small screens: a titled sub-header with a back button when the route asks for one.
  const showBack = info.left === 'back';
  const mobileTitle = info.center === 'school' ? schoolName : info.text;
  const canSearch = info.type !== 'login' && info.type !== 'play';

  return (
    <header
      data-fixed={fixed ? 'true' : 'false'}
      className={`sticky top-0 z-40 bg-white/95 backdrop-blur-md transition-shadow duration-200 ${
        fixed ? 'shadow-[0_6px_24px_-12px_rgba(15,23,42,0.25)]' : 'border-b border-slate-100'
      }`}
    >
      <div ref={topRow} className="mx-auto flex h-[72px] max-w-6xl items-center gap-3 px-4 mobile:h-14 mobile:gap-1 mobile:px-2">
        {showBack && (
          <button type="button" aria-label="뒤로 가기" onClick={() => void navigate(-1)} className={`${iconButton} desktop:hidden`}>
            <ChevronLeftIcon />
          </button>
        )}
        <button
          type="button"
          aria-label="전체 메뉴 열기"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-haspopup="dialog"
          onClick={onOpenMenu}
          className={`${iconButton} -ml-1 mobile:order-last mobile:ml-0`}
        >
          <MenuIcon />
        </button>

        <Logo className={showBack ? 'mobile:hidden' : 'mobile:pl-2'} />
        {showBack && (
          <p className="min-w-0 flex-1 truncate text-[17px] font-bold text-slate-900 desktop:hidden">{mobileTitle}</p>
        )}

        {canSearch && (
          <div className="relative mx-6 max-w-md flex-1 mobile:hidden">
            <SearchForm variant="inline" />
          </div>
        )}
        {!showBack && <div className="flex-1 desktop:hidden" aria-hidden="true" />}

        <div className="ml-auto mobile:hidden">
          <AccountActions />
        </div>

        <NotificationBell className="desktop:hidden" />

        {canSearch && info.right === 'search' && (
          <button
            type="button"
            aria-label="검색 열기"
            aria-haspopup="dialog"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen(true)}
            className={`${iconButton} desktop:hidden`}
          >
            <SearchIcon />
          </button>
        )}
      </div>

      {info.type !== 'play' && (
        <MainNav className={`border-t border-slate-100 ${info.type === 'home' ? '' : 'mobile:hidden'}`}>
          {canSearch && <GuideTip className="mobile:hidden" />}
        </MainNav>
      )}

      {searchOpen && <SearchLayer onClose={() => setSearchOpen(false)} />}
    </header>
  );
}
