import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Pill, TabLinks } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useEvents } from '../api/get-events';
import { dotDate, pageFrom, statusTone, tabFrom, tabLinks } from '../components/event-tabs';
import { EventSectionNav } from '../components/event-section-nav';

/** /event: events by tab (진행중, 예정, 종료), each a link to its own page. */
export function EventListPage() {
  const [params] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const page = pageFrom(params.get('page'));
  const list = useEvents(tab, page);
  return (
    <PageShell>
      <h1 className="text-2xl font-extrabold text-slate-900">이벤트·혜택</h1>
      <EventSectionNav current="event" />
      <div className="mt-4">
        <TabLinks tabs={tabLinks('/event')} current={tab} label="이벤트 구분" />
      </div>
      <div className="mt-6">
        {list.isPending && <LoadingMessage label="이벤트를 불러오는 중입니다" />}
        {list.isError && <ErrorMessage message={`이벤트를 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && <EmptyState title="해당하는 이벤트가 없습니다." />}
        {list.data && list.data.items.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 mobile:grid-cols-1">
            {list.data.items.map((e) => (
              <li key={e.event_sn}>
                <Link to={`/event/${e.event_sn}`} className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 p-5 hover:border-accent-200 hover:shadow-md mobile:p-4">
                  <span className="flex flex-wrap gap-1.5">
                    <Pill tone={statusTone(e.status)}>{e.status_label}</Pill>
                    {e.benefit_label && <Pill tone="green">{e.benefit_label}</Pill>}
                  </span>
                  <span className="text-[17px] font-bold text-slate-900">{e.title}</span>
                  <span className="text-sm text-slate-600">{e.summary}</span>
                  <span className="mt-auto text-[13px] text-slate-500">
                    기간 <time dateTime={e.starts_on}>{dotDate(e.starts_on)}</time> ~ <time dateTime={e.ends_on}>{dotDate(e.ends_on)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {list.data && <Pagination page={page} total={list.data.total} size={list.data.size} hrefFor={(p) => `/event?tab=${tab}&page=${p}`} />}
      </div>
    </PageShell>
  );
}
