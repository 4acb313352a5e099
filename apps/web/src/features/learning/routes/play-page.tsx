import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PlayInfoResponse } from '@school/contracts';
import { codes, PAYMENT_PATH } from '@school/contracts/plain';
import { PageShell } from '../../../components/ui/page-shell';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';
import { isNotFound, NotFound } from '../../../components/ui/not-found';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { useCourseLectures } from '../../course';
import { useCompletedLectures } from '../api/get-learning';
import { playInfoAgain } from '../start/check';
import { useStartLecture } from '../start/query';
import { lecturePlayPath } from '../start/address';
import { holdStartCalls, releaseStartCalls } from '../start/hold';
import { saveProgress, saveProgressOnLeave } from '../api/set-time';
import { formatClock } from '../../../lib/format';
import { DemoBadge, PreviewBadge } from '../../../components/ui/badges';
import { Comments } from '../components/comments';
import { LectureQna } from '../../qna';
import { LearningCheck } from '../../quiz';
import { Toast } from '../../../components/ui/toast';
import { VideoPlayer } from '../components/video-player';
import { preloadPlayer } from '../start/hls';
import { coursePath } from '../../../components/ui/course-card';
import { useStartCallsReleased } from '../../../stores/start-calls';
import { LectureNotes } from '../../notes';
import { LectureStocks } from '../../practice';
import { SaveOfflineButton } from '../offline/save-offline-button';

/** How often progress is saved while a video plays (plus on pause, end, leaving and hiding the tab). */
export const PROGRESS_SAVE_MS = 10_000;

/** The phone's tabs under the pinned video (wide screens show every part at once). */
const PLAY_TABS = [
  { id: 'list', label: '목차' },
  { id: 'notes', label: '노트' },
  { id: 'qna', label: '질문' },
  { id: 'data', label: '자료' },
] as const;
type PlayTab = (typeof PLAY_TABS)[number]['id'];

/** A part of the page: on a phone only while its tab is chosen; beside the video on wide screens. */
const panelClass = (tab: PlayTab, chosen: PlayTab) => (tab === chosen ? '' : 'mobile:hidden');

function PlayTabs({ chosen, onChoose }: { chosen: PlayTab; onChoose: (tab: PlayTab) => void }) {
  return (
    <div role="tablist" aria-label="강의 메뉴" className="grid grid-cols-4 border-b border-slate-200 bg-white desktop:hidden">
      {PLAY_TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={`play-tab-${t.id}`}
          aria-selected={t.id === chosen}
          aria-controls={`play-panel-${t.id}`}
          onClick={() => onChoose(t.id)}
          className={`h-11 text-sm font-semibold ${t.id === chosen ? 'border-b-2 border-accent-600 text-accent-700' : 'text-slate-500'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** On a phone the tab panel's role and name; on wide screens a plain part of the page. */
const panelProps = (tab: PlayTab) => ({ id: `play-panel-${tab}`, role: 'tabpanel', 'aria-labelledby': `play-tab-${tab}` });

/** /course/play/{course}?lc_no={lecture} (members only): spec §4 play flow, player, lecture list and comments. */
export function PlayPage() {
  const { id } = useParams();
  const courseSn = Number(id);
  const [params] = useSearchParams();
  const valid = Number.isInteger(courseSn) && courseSn > 0 && courseSn <= 2_147_483_647;
  const asked = Number(params.get('lc_no'));
  const named = Number.isInteger(asked) && asked > 0;
  // Comments show once the lecture may be watched (the auto call answered 0000) and the start-up calls are released:
  // its first frame is in, or it has no video, or the hold's limit passed (start/hold.ts).
  const [playable, setPlayable] = useState<number | null>(null);
  // The lecture list waits with the start-up calls when the address names the lecture: its request, check and render
  // would come in the very moments the browser starts the video, on the same main thread (decision 077). Without a
  // lecture in the address, the list names the first.
  const startCallsReleased = useStartCallsReleased();
  const lectures = useCourseLectures(valid ? courseSn : 0, valid && (!named || startCallsReleased));
  const lcNo = named ? asked : lectures.data?.list[0]?.lc_no;
  const completed = useCompletedLectures(courseSn, valid && startCallsReleased);
  const [tab, setTab] = useState<PlayTab>('list');
  const tabs = <PlayTabs chosen={tab} onChoose={setTab} />;
  // Already fetched by the page's first script on a play address; this covers the page opened inside the app.
  useEffect(preloadPlayer, []);
  // Leaving the page lets go of what the lecture's start held.
  useEffect(() => releaseStartCalls, []);

  if (!valid) {
    return (
      <PageShell>
        <ErrorMessage message="강의 주소가 올바르지 않습니다." />
      </PageShell>
    );
  }
  // No such course (or lecture): the not-found page, as the server's 404 for the address says.
  if (isNotFound(lectures.error)) {
    return (
      <PageShell>
        <NotFound />
      </PageShell>
    );
  }
  return (
    <div className="mx-auto w-full max-w-7xl px-5 py-6 mobile:px-0 mobile:py-0">
      {/* On a phone the columns dissolve into one grid (display: contents), so the video pins to the top of the whole
          page with the tabs under it (Inflearn's phone player), and one part shows at a time. */}
      <div className="grid gap-6 desktop:grid-cols-[minmax(0,1fr)_340px] mobile:gap-4">
        <div className="min-w-0 space-y-8 mobile:contents">
          {lcNo ? (
            <LecturePlayer key={lcNo} courseSn={courseSn} lcNo={lcNo} onPlayable={setPlayable} tabs={tabs} />
          ) : lectures.isError ? (
            <div className="mobile:px-4">
              <ErrorMessage message={errorMessage(lectures.error)} onRetry={() => void lectures.refetch()} />
            </div>
          ) : lectures.data ? (
            <p className="mobile:px-4">이 강의에는 아직 영상이 없습니다.</p>
          ) : (
            <LoadingMessage label="강의 정보를 불러오는 중입니다" />
          )}
          {/* Like the notes, Q&A and the quiz: after the video's first frame, never competing with it (decision 077). */}
          <div {...panelProps('data')} className={`min-w-0 ${panelClass('data', tab)}`}>
            {lcNo && startCallsReleased && <LectureStocks lcNo={lcNo} />}
            <p className="px-4 text-sm text-slate-500 desktop:hidden">이 강의에서 다룬 종목과 모의투자 과제가 있으면 여기에 나옵니다.</p>
          </div>
        </div>
        {/* Beside the player on wide screens; on small ones between the player and the comments. */}
        <aside
          aria-labelledby="lecture-list-title"
          className="desktop:sticky desktop:top-24 desktop:col-start-2 desktop:row-span-2 desktop:row-start-1 desktop:self-start mobile:px-4"
        >
          <div {...panelProps('list')} className={panelClass('list', tab)}>
          <h2 id="lecture-list-title" className="flex items-baseline justify-between gap-2 text-lg font-bold text-slate-900">
            강의 목록
            {lectures.data && <span className="text-sm font-semibold text-slate-500">{lectures.data.lecture_count}개</span>}
          </h2>
          {lectures.data && (
            <ol className="mt-3 max-h-[60vh] divide-y divide-slate-100 overflow-y-auto rounded-2xl border border-slate-200 mobile:max-h-none">
              {lectures.data.list.map((lecture, index) => {
                const current = lecture.lc_no === lcNo;
                return (
                  <li key={lecture.lc_no}>
                    <Link
                      to={lecturePlayPath(courseSn, lecture.lc_no)}
                      aria-current={current ? 'page' : undefined}
                      className={`flex items-start gap-3 px-4 py-3 text-sm ${current ? 'bg-accent-50' : 'hover:bg-slate-50'}`}
                    >
                      <span className={`w-5 shrink-0 text-center font-bold ${current ? 'text-accent-700' : 'text-slate-400'}`}>{index + 1}</span>
                      <span className="min-w-0 flex-1">
                        <span className={`block ${current ? 'font-bold text-accent-800' : 'font-medium text-slate-800'}`}>
                          {completed.has(lecture.lc_no) && (
                            <span className="mr-1 font-bold text-emerald-600" role="img" aria-label="수강 완료">
                              ✓
                            </span>
                          )}
                          {lecture.title}
                        </span>
                        {lecture.is_preview === 'Y' && (
                          <span className="mt-1 inline-block">
                            <PreviewBadge />
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 text-slate-500 tabular-nums">{formatClock(lecture.duration)}</span>
                    </Link>
                  </li>
                );
              })}
            </ol>
          )}
          <Link to={coursePath(courseSn)} className="mt-3 inline-block text-sm font-semibold text-accent-700 hover:underline">
            강의 소개 보기
          </Link>
          </div>
          {/* The member's notes of this lecture, beside the video; a note's moment seeks the page's one video. */}
          <div {...panelProps('notes')} className={panelClass('notes', tab)}>
            {lcNo && playable === lcNo && startCallsReleased ? (
              <LectureNotes lcNo={lcNo} getVideo={() => document.querySelector('video')} />
            ) : (
              <p className="text-sm text-slate-500 desktop:hidden">영상이 준비되면 노트를 쓸 수 있습니다.</p>
            )}
          </div>
        </aside>
        <div {...panelProps('qna')} className={`min-w-0 mobile:px-0 mobile:pb-8 ${panelClass('qna', tab)}`}>
          {lcNo && playable === lcNo && startCallsReleased && (
            <>
              {/* Beside-the-player slot: lecture Q&A (features/qna). */}
              <LectureQna lcNo={lcNo} />
              <Comments lcNo={lcNo} />
            </>
          )}
        </div>
      </div>
      <Toast />
    </div>
  );
}

interface LecturePlayerProps {
  courseSn: number;
  lcNo: number;
  onPlayable: (lcNo: number) => void;
  /** The phone's tab bar, pinned under the video. */
  tabs: ReactNode;
}

function LecturePlayer({ courseSn, lcNo, onPlayable, tabs }: LecturePlayerProps) {
  const start = useStartLecture(lcNo);
  // No video to wait for: what waited for its first frame goes now.
  const ended = start.isError || start.data?.kind === 'refused';
  useEffect(() => {
    if (ended) releaseStartCalls();
  }, [ended]);
  if (start.isPending) {
    // Offline, the start waits (TanStack Query pauses it) and goes on by itself once the connection is back.
    if (start.fetchStatus === 'paused') {
      return (
        <p role="status" className="flex aspect-video flex-col items-center justify-center gap-1 rounded-2xl bg-slate-900 px-6 text-center text-slate-100 mobile:rounded-none">
          <span className="font-bold">오프라인 상태입니다.</span>
          <span className="text-sm text-slate-300">인터넷에 다시 연결되면 자동으로 영상을 불러옵니다.</span>
        </p>
      );
    }
    return <LoadingMessage label="영상을 준비하는 중입니다" />;
  }
  if (start.isError) {
    return (
      <div className="mobile:px-4">
        <ErrorMessage message={errorMessage(start.error)} onRetry={() => void start.refetch()} />
      </div>
    );
  }
  if (start.data.kind === 'refused') {
    return (
      <section aria-labelledby="refused-title" className="rounded-2xl bg-slate-900 px-6 py-12 text-center text-white mobile:rounded-none">
        <h1 id="refused-title" className="text-lg font-bold">
          이 영상을 재생할 수 없습니다
        </h1>
        <p role="alert" className="mt-2 text-slate-200">
          {start.data.message}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {start.data.code === codes.COURSE_ACCESS_DENIED.code && (
            <Link to={PAYMENT_PATH} className="inline-flex h-11 items-center rounded-xl bg-accent-500 px-5 font-semibold text-white hover:bg-accent-400">
              이용권 보러 가기
            </Link>
          )}
          <Link to={coursePath(courseSn)} className="inline-flex h-11 items-center rounded-xl bg-white/10 px-5 font-semibold text-white hover:bg-white/20">
            강의 소개로 가기
          </Link>
        </div>
      </section>
    );
  }
  return <PlayingLecture courseSn={courseSn} info={start.data.info} onPlayable={onPlayable} tabs={tabs} />;
}

function PlayingLecture({ courseSn, info, onPlayable, tabs }: Omit<LecturePlayerProps, 'lcNo'> & { info: PlayInfoResponse }) {
  // The comments and the held start-up calls follow the video's first frame (start/hold.ts: 1.5 s at the latest, at
  // once without a video): the player has the page's first moments, and the network and the main thread, to itself.
  useEffect(() => {
    if (info.media) holdStartCalls();
    else releaseStartCalls();
  }, [info.media]);
  const startCallsReleased = useStartCallsReleased();
  // The page learns that the lecture may be watched only once the calls are released: told at once, it rendered
  // again between the video element's appearance and the browser opening its media source.
  useEffect(() => {
    if (startCallsReleased) onPlayable(info.lecture.lc_no);
  }, [startCallsReleased, onPlayable, info.lecture.lc_no]);
  const position = useRef(info.resume_second);
  // Taking the stream back from another device fetches fresh play info: new links, and a new playback session id.
  const player = useRef(info.player);
  const [source, setSource] = useState({ hls: info.media?.hls ?? '', startAt: info.resume_second });
  // at 0: the first periodic save may happen as soon as playback moves.
  const lastSaved = useRef({ at: 0, second: info.resume_second });
  const body = () => ({ lc_no: info.lecture.lc_no, player: player.current, play_second: Math.floor(position.current) });
  const takeBack = async (at: number) => {
    const fresh = await playInfoAgain(info.lecture.lc_no);
    player.current = fresh.player;
    position.current = at;
    setSource({ hls: fresh.media.hls, startAt: at });
  };

  const save = (force = false) => {
    const now = Date.now();
    if (!force && now - lastSaved.current.at < PROGRESS_SAVE_MS) return;
    if (Math.floor(position.current) === lastSaved.current.second && !force) return;
    lastSaved.current = { at: now, second: Math.floor(position.current) };
    saveProgress(body()).catch((error: unknown) => console.warn('[progress]', error));
  };

  // Leaving the page or hiding the tab: a request that outlives the page (fetch keepalive).
  useEffect(() => {
    const leave = (pageGoesAway = true) => {
      if (Math.floor(position.current) === lastSaved.current.second) return;
      lastSaved.current = { at: Date.now(), second: Math.floor(position.current) };
      // The page stays when moving inside the app: the API client can refresh an expired token there.
      if (pageGoesAway) saveProgressOnLeave(body());
      else saveProgress(body()).catch((error: unknown) => console.warn('[progress]', error));
    };
    const onPageHide = () => leave();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    // The connection drops or comes back: the position so far is kept locally, then sent (api/set-time.ts).
    const onNetwork = () => save(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('offline', onNetwork);
    window.addEventListener('online', onNetwork);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('offline', onNetwork);
      window.removeEventListener('online', onNetwork);
      // Moving to another page inside the app (another lecture, a link).
      leave(false);
    };
    // body() reads refs only; the lecture and player are fixed for this component (keyed by lc_no).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { lecture, course, media, next_lc_no: next, prev_lc_no: prev } = info;
  return (
    <>
      {/* Pinned under the site's header on a phone, with the tabs, while the parts below scroll. */}
      <div className="mobile:sticky mobile:top-14 mobile:z-30 mobile:bg-black">
      {media ? (
        <VideoPlayer
          src={source.hls || media.hls}
          title={lecture.title}
          startAt={source.startAt}
          watermark={info.watermark}
          subtitles={info.subtitles}
          onReady={releaseStartCalls}
          onTakeBack={takeBack}
          onTime={(video) => {
            position.current = video.currentTime;
            if (!video.paused) save();
          }}
          onPause={(video) => {
            position.current = video.currentTime;
            save(true);
          }}
          onEnded={(video) => {
            position.current = video.duration || video.currentTime;
            save(true);
          }}
        />
      ) : (
        <p role="status" className="flex aspect-video items-center justify-center rounded-2xl bg-slate-900 px-6 text-center text-slate-200 mobile:rounded-none">
          이 강의의 영상은 아직 준비 중입니다.
        </p>
      )}
      {tabs}
      </div>
      <div className="mobile:px-4">
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-500">
          {course.is_demo === 'Y' && <DemoBadge />}
          <Link to={coursePath(courseSn)} className="hover:text-accent-700 hover:underline">
            {course.title}
          </Link>
          <span aria-hidden="true">·</span>
          {course.teacher_name}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 mobile:text-xl">
          {lecture.sort}. {lecture.title}
        </h1>
        {info.resume_second > 0 && <p className="mt-1 text-sm text-slate-500">지난번 본 {formatClock(info.resume_second)}부터 이어서 재생합니다.</p>}
        <nav aria-label="이전·다음 강의" className="mt-4 flex flex-wrap gap-2">
          {prev && (
            <Link to={lecturePlayPath(courseSn, prev)} className="inline-flex h-10 items-center gap-1 rounded-xl bg-white px-4 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:ring-slate-300">
              <ChevronRightIcon width={16} height={16} className="rotate-180" />
              이전 강의
            </Link>
          )}
          {next ? (
            <Link to={lecturePlayPath(courseSn, next)} className="inline-flex h-10 items-center gap-1 rounded-xl bg-accent-600 px-4 text-sm font-semibold text-white hover:bg-accent-700">
              다음 강의
              <ChevronRightIcon width={16} height={16} />
            </Link>
          ) : (
            <span className="inline-flex h-10 items-center text-sm text-slate-500">마지막 강의입니다.</span>
          )}
        </nav>
        {/* 오프라인 저장 (decision 114/130): after the first frame, like everything that is not the video. */}
        {media && startCallsReleased && <SaveOfflineButton lcNo={lecture.lc_no} />}
        {startCallsReleased && <LearningCheck lcNo={lecture.lc_no} courseSn={courseSn} last={!next} />}
      </div>
    </>
  );
}
