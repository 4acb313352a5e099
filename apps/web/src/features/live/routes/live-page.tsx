import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { LiveState } from '@school/contracts';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { useLive } from '../api/get-live';
import { LiveChat } from '../components/live-chat';
import { LivePlayer } from '../components/live-player';
import { ReminderButton } from '../components/reminder-button';
import { AUDIENCE_LABEL, STATE_LABEL, STATE_TONE, startsAt } from '../components/live-state';

const REFUSAL = {
  login: '로그인하면 볼 수 있는 수업입니다.',
  entitlement: '이 수업을 볼 수 있는 수강 조건(이용권, 강의 구매, 세미나 신청)을 확인해 주세요.',
  banned: '운영 정책에 따라 라이브 수업 이용이 제한된 계정입니다. 고객센터로 문의해 주세요.',
} as const;

/** The stage's sentence for each state of the broadcast. */
const STAGE: Record<LiveState | 'interrupted', (startsAtIso: string) => string> = {
  scheduled: (at) => `방송 준비 중입니다. ${startsAt(at)}에 시작합니다.`,
  live: () => '라이브 방송 중입니다. 로그인하면 방송을 볼 수 있고, 채팅은 지금도 읽을 수 있습니다.',
  interrupted: () => '연결이 잠시 끊겼습니다. 강사의 방송이 다시 연결되면 이어서 볼 수 있습니다.',
  ended: () => '방송이 끝났습니다. 다시보기는 강의로 올라오면 볼 수 있습니다.',
};

/**
 * /live/:id: the class's state (방송 준비 중 / 라이브 / 연결 끊김 / 종료) and its chat. While the socket says 라이브 a
 * signed-in member who may watch gets the player (decision 140); the other states keep their sentence on the stage. A
 * visitor of a free class reads the chat; the picture needs a member's session (one stream a member, watermarked).
 */
export function LivePage() {
  const id = Number(useParams().id);
  const live = useLive(id);
  const loggedIn = useIsLoggedIn();
  // The socket's word on the broadcast wins over the page's first read: it moves while the page is open.
  const [told, setTold] = useState<LiveState | 'interrupted' | null>(null);
  if (!Number.isInteger(id) || id < 1) return <PageShell>라이브 수업을 찾을 수 없습니다.</PageShell>;
  return (
    <PageShell>
      {live.isPending && <LoadingMessage label="라이브 수업을 불러오는 중입니다" />}
      {live.isError && <ErrorMessage message={errorMessage(live.error)} onRetry={() => void live.refetch()} />}
      {live.data && (
        <div className="space-y-4">
          <div>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[told ?? live.data.state]}`}>{STATE_LABEL[told ?? live.data.state]}</span>
            <h1 className="mt-2 text-2xl font-extrabold break-words text-slate-900">{live.data.title}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {live.data.teacher} · {startsAt(live.data.starts_at)} · 시청 대상 {AUDIENCE_LABEL[live.data.audience]}
            </p>
            {live.data.state === 'scheduled' && live.data.access.can_watch && live.data.access.moderator === false && live.data.access.can_write && (
              <div className="mt-3">
                <ReminderButton liveId={id} on={live.data.reminder} />
              </div>
            )}
          </div>
          {live.data.access.can_watch ? (
            <div className="grid items-start gap-4 desktop:grid-cols-[minmax(0,1fr)_22rem]">
              {/* The stage keeps its own 16:9 height (items-start): stretched to the chat's height, its aspect ratio made
                  it as wide as that height and pushed the chat past the window's edge at 1280 px. */}
              {(told ?? live.data.state) === 'live' && loggedIn ? (
                <LivePlayer liveId={id} title={live.data.title} />
              ) : (
                <div role="status" className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-4 text-center text-white">
                  <p>{STAGE[told ?? live.data.state](live.data.starts_at)}</p>
                  {(told ?? live.data.state) === 'live' && (
                    <Link to={`/login?returnUrl=${encodeURIComponent(`/live/${id}`)}`} className="rounded-xl bg-accent-600 px-4 py-2 font-semibold text-white">
                      로그인하고 방송 보기
                    </Link>
                  )}
                </div>
              )}
              <LiveChat liveId={id} onState={setTold} />
            </div>
          ) : (
            <div className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
              <p className="text-slate-700">{REFUSAL[live.data.access.reason ?? 'entitlement']}</p>
              {live.data.access.reason === 'login' && (
                <Link to={`/login?returnUrl=${encodeURIComponent(`/live/${id}`)}`} className="mt-3 inline-block rounded-xl bg-accent-600 px-4 py-2 font-semibold text-white">
                  로그인
                </Link>
              )}
            </div>
          )}
        </div>
      )}
    </PageShell>
  );
}
