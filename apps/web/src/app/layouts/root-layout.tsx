import { useCallback, useLayoutEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { headerFromMatches } from '../header-info';
import { SITE_NAME } from '../site';
import { useAppStart } from '../use-app-start';
import { useScrollHold } from './use-scroll-hold';
import { Header } from './header/header';
import { SideMenu } from './side-menu/side-menu';
import { BottomMenu } from './bottom-menu';
import { Footer } from './footer/footer';
import { TermsNotice } from '../../features/legal';
import { ScrollTopButton } from './footer/scroll-top-button';

export function RootLayout() {
  useAppStart();
  useScrollHold();
  const info = headerFromMatches(useMatches());
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Before the pages' own effects, so a page that names itself (useDocumentTitle) has the last word.
  useLayoutEffect(() => {
    document.title = info.text ? `${info.text} | ${SITE_NAME}` : SITE_NAME;
  }, [info.text]);

  return (
    <div className="flex min-h-dvh flex-col mobile:pb-[calc(4rem+env(safe-area-inset-bottom))]">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-accent-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        본문으로 건너뛰기
      </a>
      {info.native !== 'Y' && <Header info={info} menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} />}
      <SideMenu open={menuOpen} onClose={closeMenu} />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Outlet />
      </main>
      <Footer alwaysVisible={info.footer === 'Y'} />
      <BottomMenu />
      <ScrollTopButton />
      <ScrollRestoration />
      <TermsNotice />
    </div>
  );
}
