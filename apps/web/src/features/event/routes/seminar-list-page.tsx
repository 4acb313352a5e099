import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { TabLinks } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useSeminars } from '../api/get-seminars';
import { pageFrom, tabFrom, tabLinks } from '../components/event-tabs';
import { EventSectionNav } from '../components/event-section-nav';
import { SeminarCard } from '../components/seminar-card';

/** /event/seminar: seminars by tab (신청 중, 예정, 종료). */
export function SeminarListPage() {
  const [params] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const page = pageFrom(params.get('page'));
  const list = useSeminars(tab, page);
  return (
    <PageShell>
      <h1 className="text-2xl font-extrabold text-slate-900">세미나</h1>
      <EventSectionNav current="seminar" />
      <div className="mt-4">
        <TabLinks tabs={tabLinks('/event/seminar', '신청 중')} current={tab} label="세미나 구분" />
      </div>
      <div className="mt-6">
        {list.isPending && <LoadingMessage label="세미나를 불러오는 중입니다" />}
        {list.isError && <ErrorMessage message={`세미나를 불러오지 못했습니다. ${errorMessage(list.error)}`} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && <EmptyState title="해당하는 세미나가 없습니다." />}
        {list.data && list.data.items.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 mobile:grid-cols-1">
            {list.data.items.map((s) => (
              <li key={s.seminar_sn}>
                <SeminarCard seminar={s} />
              </li>
            ))}
          </ul>
        )}
        {list.data && <Pagination page={page} total={list.data.total} size={list.data.size} hrefFor={(p) => `/event/seminar?tab=${tab}&page=${p}`} />}
      </div>
    </PageShell>
  );
}
