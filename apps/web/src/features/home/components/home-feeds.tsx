import { Link } from 'react-router';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useNotices } from '../../cs';
import { SeminarCard, useSeminars } from '../../event';
import { EducationNotice, stockInfoPath, useTop10 } from '../../stocks';
import { HomeSection } from './home-section';

/** Seminars open for application, soonest first. */
export function HomeSeminars() {
  const list = useSeminars('ongoing', 1, 2);
  return (
    <HomeSection id="home-seminars" title="다가오는 세미나" more="/event/seminar">
      {list.isPending && <LoadingMessage label="세미나를 불러오는 중입니다" />}
      {list.isError && <ErrorMessage message={`세미나를 불러오지 못했습니다. ${errorMessage(list.error)}`} />}
      {list.data && list.data.items.length === 0 && <p className="text-sm text-slate-500">지금 신청할 수 있는 세미나가 없습니다.</p>}
      {list.data && list.data.items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 mobile:grid-cols-1">
          {list.data.items.map((s) => (
            <li key={s.seminar_sn}>
              <SeminarCard seminar={s} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The five newest notices. */
export function HomeNotices() {
  const list = useNotices({ page: 1, size: 5 });
  return (
    <HomeSection id="home-notices" title="공지사항" more="/cs/notice">
      {list.isPending && <LoadingMessage label="공지사항을 불러오는 중입니다" />}
      {list.isError && <ErrorMessage message={`공지사항을 불러오지 못했습니다. ${errorMessage(list.error)}`} />}
      {list.data && (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {list.data.items.map((n) => (
            <li key={n.notice_sn}>
              <Link to={`/cs/notice/${n.notice_sn}`} className="flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50">
                <span className="min-w-0 flex-1 truncate text-slate-800">{n.title}</span>
                <time dateTime={n.posted_on} className="shrink-0 text-slate-500">
                  {n.posted_on.slice(5).replace('-', '.')}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The ten largest Korean companies, with the education-not-advice line. */
export function StockTeaser() {
  const top = useTop10('kr');
  return (
    <HomeSection id="home-stocks" title="시가총액 상위 10 (국내)" more="/stocks/rank/kr">
      {top.isPending && <LoadingMessage label="종목을 불러오는 중입니다" />}
      {top.isError && <ErrorMessage message={`종목을 불러오지 못했습니다. ${errorMessage(top.error)}`} />}
      {top.data && (
        <ol className="grid grid-cols-2 gap-x-6 rounded-2xl border border-slate-200 px-4 py-2 mobile:grid-cols-1">
          {top.data.items.map((s) => (
            <li key={s.code} className="border-b border-slate-100 last:border-0 [&:nth-last-child(2)]:border-0 mobile:[&:nth-last-child(2)]:border-b">
              <Link to={stockInfoPath('kr', s.code)} className="flex items-center gap-3 py-2.5 text-sm hover:text-accent-700">
                <span className="w-5 text-right font-bold text-slate-500">{s.rank}</span>
                <span className="min-w-0 flex-1 truncate font-medium text-slate-800">{s.name_ko}</span>
                <span className={`tabular-nums ${s.change_rate > 0 ? 'text-rose-600' : s.change_rate < 0 ? 'text-blue-600' : 'text-slate-500'}`}>
                  {s.change_rate > 0 ? '+' : ''}
                  {s.change_rate.toFixed(2)}%
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <EducationNotice className="mt-3" />
    </HomeSection>
  );
}
