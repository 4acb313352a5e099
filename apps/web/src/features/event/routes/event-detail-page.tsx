import { Link, useParams } from 'react-router';
import type { EventDetail } from '@school/contracts';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { primaryButton, secondaryButton } from '../../../components/ui/form';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { Pill } from '../../../components/ui/tab-links';
import { errorMessage } from '../../../lib/api-client';
import { useEvent } from '../api/get-event';
import { useParticipation } from '../api/get-participation';
import { useParticipateMutation } from '../api/participate';
import { dotDate, statusTone } from '../components/event-tabs';
import { ActionResult, LoginToTakePart, useAction } from '../components/take-part';
import { groupDigits } from '../../../lib/format';

/** /event/{id}: an event at its own address, with 참여하기 for members. */
export function EventDetailPage() {
  const id = Number(useParams().id);
  const event = useEvent(id);
  return (
    <PageShell className="max-w-3xl">
      <Breadcrumb items={[{ label: '이벤트·혜택', to: '/event' }, { label: event.data?.title ?? '이벤트' }]} />
      {event.isPending && <LoadingMessage label="이벤트를 불러오는 중입니다" />}
      {event.isError && <ErrorMessage message={`이벤트를 불러오지 못했습니다. ${errorMessage(event.error)}`} />}
      {event.data && <EventBody event={event.data} />}
      <p className="mt-10">
        <Link to="/event" className="text-sm font-semibold text-slate-500 hover:text-accent-700">
          ← 이벤트 목록
        </Link>
      </p>
    </PageShell>
  );
}

function EventBody({ event }: { event: EventDetail }) {
  const { result, run, loggedIn } = useAction();
  const mine = useParticipation(event.event_type, loggedIn);
  const mutation = useParticipateMutation();
  const joined = mine.data?.participated === 'Y';
  return (
    <article className="mt-4">
      <div className="flex flex-wrap gap-1.5">
        <Pill tone={statusTone(event.status)}>{event.status_label}</Pill>
        {event.benefit_label && <Pill tone="green">{`혜택: ${event.benefit_label}`}</Pill>}
      </div>
      <h1 className="mt-3 text-2xl font-extrabold text-slate-900">{event.title}</h1>
      <p className="mt-2 text-sm text-slate-500">
        기간 <time dateTime={event.starts_on}>{dotDate(event.starts_on)}</time> ~ <time dateTime={event.ends_on}>{dotDate(event.ends_on)}</time> (한국 시간) · 참여{' '}
        {groupDigits(event.participant_count)}명
      </p>
      <div className="mt-6 rounded-2xl bg-slate-50 p-6 leading-7 whitespace-pre-line text-slate-700 mobile:p-4">{event.body}</div>
      <section aria-label="이벤트 참여" className="mt-6">
        {event.status !== 'ongoing' ? (
          <p className="text-sm text-slate-500">{event.status === 'upcoming' ? '이벤트 기간이 되면 참여할 수 있습니다.' : '종료된 이벤트입니다.'}</p>
        ) : !loggedIn ? (
          <LoginToTakePart label="참여하기" />
        ) : (
          <JoinButton
            joined={joined}
            checking={mine.isPending}
            busy={mutation.isPending}
            onJoin={() => void run(() => mutation.mutateAsync({ event_type: event.event_type }), [['my', 'event'], ['event']])}
          />
        )}
        <ActionResult result={result} />
      </section>
    </article>
  );
}

/** 이벤트 참여하기 while the member may still take part; once they have, a spent button that says so. */
function JoinButton({ joined, checking, busy, onJoin }: { joined: boolean; checking: boolean; busy: boolean; onJoin: () => void }) {
  if (joined) {
    return (
      <>
        <button type="button" className={`${secondaryButton} cursor-not-allowed opacity-70`} disabled aria-describedby="event-joined">
          ✓ 참여 완료
        </button>
        <p id="event-joined" className="mt-2 text-sm text-slate-600">
          이미 이 이벤트에 참여하셨습니다.
        </p>
      </>
    );
  }
  return (
    <button type="button" className={primaryButton} disabled={checking || busy} onClick={onJoin}>
      {checking ? '참여 여부 확인 중…' : '이벤트 참여하기'}
    </button>
  );
}
