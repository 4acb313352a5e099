import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { ChartIcon, ChevronRightIcon, GiftIcon, TicketIcon, UserIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { categoryHref, useMenu, visibleCategories } from '../../menu';
import { SITE_NAME } from '../../../app/site';
import { HomeCourseSection } from '../components/home-course-section';
import { BannerCarousel } from '../components/banner-carousel';
import { ContinueWatching } from '../components/continue-watching';
import { HomeGoal } from '../../goals';
import { HomeLiveClasses } from '../../live';
import { HomeNotices, HomeSeminars, StockTeaser } from '../components/home-feeds';

const shortcuts = [
  { to: '/stocks/info/kr', title: '분석자료', text: '국내·미국 종목 정보와 순위', Icon: ChartIcon },
  { to: '/event', title: '이벤트·혜택', text: '진행 중인 이벤트와 혜택', Icon: GiftIcon },
  { to: '/payment/product', title: '이용권', text: '강의를 마음껏 보는 이용권', Icon: TicketIcon },
  { to: '/teacher', title: '강사 소개', text: '강의를 맡은 강사진', Icon: UserIcon },
];

/**
 * Home: 이어보기 for a member (above the banners), banners, popular courses, live classes, new/free courses, seminars, notices, a stock teaser,
 * the category tree and shortcuts. Every block reserves its space so nothing shifts as data arrives.
 */
export function HomePage() {
  return (
    <>
      <PageShell className="pb-0 mobile:pb-0">
        <h1 className="sr-only">투자 공부, 기초부터 실전까지 한곳에서 — {SITE_NAME}</h1>
        {/* A member's own next lecture comes before the promotions (issue 48 item 12); guests see no 이어보기. */}
        <div className="empty:hidden mb-10 mobile:mb-8">
          <ContinueWatching />
        </div>
        <BannerCarousel />
      </PageShell>

      <PageShell className="space-y-14 mobile:space-y-10">
        <HomeGoal />
        <HomeCourseSection id="home-popular" title="인기 강의" more="/course?sort=popular" params={{ sort: 'popular', page: 1, size: 4 }} firstScreen />
        {/* On air and coming: timely, so above the other course rows (server-rendered with the page). */}
        <HomeLiveClasses />
        <div className="below-fold">
          <HomeCourseSection id="home-latest" title="새로 나온 강의" more="/course" params={{ sort: 'latest', page: 1, size: 4 }} />
        </div>
        <div className="below-fold">
          <HomeCourseSection id="home-free" title="무료 강의" more="/course/free" params={{ free: 'Y', sort: 'latest', page: 1, size: 4 }} />
        </div>
        <div className="below-fold grid grid-cols-2 gap-10 mobile:grid-cols-1">
          <HomeSeminars />
          <HomeNotices />
        </div>
        <div className="below-fold">
          <StockTeaser />
        </div>
        <div className="below-fold">
          <CategorySection />
        </div>
        <section aria-labelledby="shortcut-title" className="below-fold">
          <h2 id="shortcut-title" className="text-xl font-bold text-slate-900">
            바로 가기
          </h2>
          <ul className="mt-4 grid grid-cols-4 gap-3 mobile:grid-cols-2">
            {shortcuts.map(({ to, title, text, Icon }) => (
              <li key={to}>
                <Link to={to} className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 p-5 transition hover:-translate-y-0.5 hover:border-accent-200 hover:shadow-md mobile:p-4">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                    <Icon width={22} height={22} />
                  </span>
                  <span>
                    <span className="block font-bold text-slate-900">{title}</span>
                    <span className="mt-0.5 block text-sm text-slate-500">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </PageShell>
    </>
  );
}

function CategorySection() {
  const { data, isPending, isError, error, refetch } = useMenu();
  const tree = useMemo(() => (data ? visibleCategories(data) : []), [data]);
  return (
    <section aria-labelledby="category-title">
      <h2 id="category-title" className="text-xl font-bold text-slate-900">
        분야별 강의
      </h2>
      {/* While loading, the space of the three category cards is kept so nothing below moves when they arrive. */}
      <div className={`mt-4 ${isPending ? 'min-h-[26rem] desktop:min-h-36' : ''}`}>
        {isPending && <LoadingMessage label="강의 분야를 불러오는 중입니다" />}
        {isError && (
          <ErrorMessage message={`강의 분야를 불러오지 못했습니다. ${errorMessage(error)}`} onRetry={() => void refetch()} />
        )}
        {data && tree.length === 0 && <p className="text-sm text-slate-500">아직 등록된 강의 분야가 없습니다.</p>}
        {tree.length > 0 && (
          <ul className="grid grid-cols-3 gap-3 mobile:grid-cols-1">
            {tree.map((top) => (
              <li key={top.ca_sn} className="rounded-2xl border border-slate-200 p-5 mobile:p-4">
                <Link to={categoryHref(top)} className="group flex items-center justify-between text-lg font-bold text-slate-900">
                  {top.title}
                  <ChevronRightIcon width={18} height={18} className="text-slate-300 group-hover:text-accent-600" />
                </Link>
                {top.children.length > 0 && (
                  <ul className="mt-3 flex flex-wrap gap-1.5">
                    {top.children.map((child) => (
                      <li key={child.ca_sn}>
                        <Link
                          to={categoryHref(child)}
                          className="inline-flex rounded-full bg-slate-50 px-3 py-1.5 text-[13px] font-medium text-slate-600 hover:bg-accent-50 hover:text-accent-700"
                        >
                          {child.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
