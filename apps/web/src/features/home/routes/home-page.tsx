import { useMemo } from 'react';
import { Link } from 'react-router';
import { HOT_CATEGORY } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { ChartIcon, ChevronRightIcon, GiftIcon, TicketIcon, UserIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { useMenu } from '../../menu/api/get-menu';
import { categoryHref, visibleCategories } from '../../menu/categories';
import { SITE_NAME } from '../../../app/site';
import { HomeCourseSection } from '../components/home-course-section';

const shortcuts = [
  { to: '/stocks/info/kr', title: '분석자료', text: '국내·미국 종목 정보와 순위', Icon: ChartIcon },
  { to: '/event', title: '이벤트·혜택', text: '진행 중인 이벤트와 혜택', Icon: GiftIcon },
  { to: '/payment/product', title: '이용권', text: '강의를 마음껏 보는 이용권', Icon: TicketIcon },
  { to: '/teacher', title: '강사 소개', text: '강의를 맡은 강사진', Icon: UserIcon },
];

/** Home: a welcome, the real category tree, free and newest courses from the catalogue API, and shortcuts. */
export function HomePage() {
  return (
    <>
      <section className="bg-gradient-to-b from-accent-50 to-white">
        <PageShell className="py-14 mobile:py-10">
          <p className="text-sm font-semibold text-accent-700">{SITE_NAME} 온라인 투자 교육</p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 mobile:text-[28px]">
            투자 공부,
            <br />
            기초부터 실전까지 한곳에서
          </h1>
          <p className="mt-4 max-w-lg text-slate-600">
            국내·해외 주식과 해외선물까지, 분야별 강의와 종목 분석자료로 차근차근 배워 보세요.
          </p>
          <div className="mt-7 flex flex-wrap gap-2">
            <Link to="/course/free" className="inline-flex h-12 items-center rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700">
              무료 강의 둘러보기
            </Link>
            <Link
              to={categoryHref(HOT_CATEGORY)}
              className="inline-flex h-12 items-center rounded-xl bg-white px-6 font-semibold text-slate-800 ring-1 ring-slate-200 hover:ring-slate-300"
            >
              {HOT_CATEGORY.title} 강의
            </Link>
          </div>
        </PageShell>
      </section>

      <PageShell className="space-y-14 mobile:space-y-10">
        <CategorySection />
        <HomeCourseSection id="home-free" title="무료 강의" more="/course/free" params={{ free: 'Y', sort: 'latest', page: 1, size: 4 }} />
        <section aria-labelledby="shortcut-title">
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
        <HomeCourseSection id="home-latest" title="새로 나온 강의" more="/course" params={{ sort: 'latest', page: 1, size: 8 }} />
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
