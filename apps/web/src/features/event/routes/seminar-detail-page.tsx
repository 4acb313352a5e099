import { Link, useParams } from 'react-router';
import type { SeminarDetail } from '@school/contracts';
import { seminarStateLabels } from '@school/contracts/plain';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Pill } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { useApplySeminarMutation } from '../api/apply-seminar';
import { useCancelSeminarMutation } from '../api/cancel-seminar';
import { useSeminar } from '../api/get-seminar';
import { dotDate, statusTone } from '../components/event-tabs';
import { ActionResult, LoginToTakePart, useAction } from '../components/take-part';

/** /event/seminar/{id}: a seminar with 신청, 대기 신청 and 취소. */
export function SeminarDetailPage() {
  const id = Number(useParams().id);
  const seminar = useSeminar(id, useIsLoggedIn());
  return (
    <PageShell className="max-w-3xl">
      <Breadcrumb items={[{ label: '이벤트·혜택', to: '/event' }, { label: '세미나', to: '/event/seminar' }, { label: seminar.data?.title ?? '세미나' }]} />
      {seminar.isPending && <LoadingMessage label="세미나를 불러오는 중입니다" />}
      {seminar.isError && <ErrorMessage message={`세미나를 불러오지 못했습니다. ${errorMessage(seminar.error)}`} />}
      {seminar.data && <SeminarBody seminar={seminar.data} />}
      <p className="mt-10">
        <Link to="/event/seminar" className="text-sm font-semibold text-slate-500 hover:text-accent-700">
          ← 세미나 목록
        </Link>
      </p>
    </PageShell>
  );
}

function SeminarBody({ seminar }: { seminar: SeminarDetail }) {
  const { result, run, loggedIn } = useAction();
  const apply = useApplySeminarMutation();
  const cancel = useCancelSeminarMutation();
  const full = seminar.seats_taken >= seminar.capacity;
  const busy = apply.isPending || cancel.isPending;
  const refresh = [['seminar']];
  const facts: [string, string][] = [
    ['일시', seminar.held_at_label],
    ['장소', seminar.place],
    ['강사', seminar.speaker],
    ['신청 기간', `${dotDate(seminar.apply_from)} ~ ${dotDate(seminar.apply_until)}`],
    ['정원', `${seminar.capacity}명 (신청 ${seminar.seats_taken}명${seminar.waiting_count > 0 ? `, 대기 ${seminar.waiting_count}명` : ''})`],
  ];
  return (
    <article className="mt-4">
      <Pill tone={statusTone(seminar.status)}>{seminar.status_label}</Pill>
      <h1 className="mt-3 text-2xl font-extrabold text-slate-900">{seminar.title}</h1>
      <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-semibold text-slate-500">{k}</dt>
            <dd className="text-slate-800">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 rounded-2xl bg-slate-50 p-6 leading-7 whitespace-pre-line text-slate-700 mobile:p-4">{seminar.body}</div>
      <section aria-label="세미나 신청" className="mt-6">
        {seminar.status !== 'ongoing' ? (
          <p className="text-sm text-slate-500">{seminar.status === 'upcoming' ? '신청 기간이 되면 신청할 수 있습니다.' : '신청이 끝난 세미나입니다.'}</p>
        ) : !loggedIn ? (
          <LoginToTakePart label="신청하기" />
        ) : seminar.my_state !== 'none' ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-emerald-700">
              {seminarStateLabels[seminar.my_state]}
              {seminar.my_waiting_no !== null && ` (대기 ${seminar.my_waiting_no}번)`}
            </p>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run(() => cancel.mutateAsync(seminar.seminar_sn), refresh)}>
              신청 취소
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            onClick={() => void run(() => apply.mutateAsync({ id: seminar.seminar_sn, waitlist: full }), refresh)}
          >
            {full ? '대기 신청하기' : '신청하기'}
          </button>
        )}
        <ActionResult result={result} />
        {seminar.status === 'ongoing' && <p className="mt-3 text-[13px] text-slate-500">세미나 하루 전에 문자와 메일로 안내해 드립니다.</p>}
      </section>
    </article>
  );
}
