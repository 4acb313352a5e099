import { useState, type FormEvent } from 'react';
import type { MenuCategory } from '@school/contracts';
import type { StudioDraftBody, StudioSnapshot, StudioVideos } from '@school/contracts/admin';
import { FormAlert, primaryButton, secondaryButton, TextField } from '../../../components/ui/form';
import { LectureQuiz, NEW_QUIZ, quizProblem } from './lecture-quiz';
import { VideoPicker } from './video-picker';

type Lecture = StudioSnapshot['lectures'][number];
const LEVELS = ['입문', '초급', '중급', '고급'] as const;
const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px]';

export const EMPTY_SNAPSHOT: StudioSnapshot = { title: '', summary: '', description: '', level: '입문', ca_sn: 0, is_free: 'N', price: 0, pass_included: 'N', lectures: [] };

function flat(tree: MenuCategory[], depth = 0): { ca_sn: number; label: string }[] {
  return tree.flatMap((c) => [{ ca_sn: c.ca_sn, label: `${'· '.repeat(depth)}${c.title}` }, ...flat(c.children, depth + 1)]);
}

/** What the browser can check before the server does; the server's rules (contracts) still decide. */
function problems(s: StudioSnapshot): string | null {
  if (!s.title.trim()) return '강의 제목을 입력해 주세요.';
  if (!s.summary.trim()) return '요약을 입력해 주세요.';
  if (!s.ca_sn) return '카테고리를 골라 주세요.';
  if (s.is_free === 'N' && s.price <= 0 && s.pass_included === 'N') return '유료 강의는 가격을 제안하거나 이용권에 포함해 주세요.';
  if (s.lectures.some((l) => !l.title.trim())) return '모든 영상에 제목을 입력해 주세요.';
  for (const [i, l] of s.lectures.entries()) {
    const problem = l.quiz ? quizProblem(l.quiz, i + 1) : null;
    if (problem) return problem;
  }
  return null;
}

/**
 * A course proposal: its text, level, category, price proposal and curriculum (lectures in order, each with a video
 * picked from the teacher's own uploads or their courses' videos, decision 142). `onSave` keeps it as a draft;
 * `onSubmit` saves and asks for review. Read-only while a reviewer has it.
 */
export function DraftEditor({
  initial,
  courseSn,
  categories,
  videos,
  videosFailed = false,
  editable,
  onSave,
  onSubmit,
}: {
  initial: StudioSnapshot;
  courseSn: number | null;
  categories: MenuCategory[];
  /** The teacher's videos (GET /api/studio/videos); undefined while loading. */
  videos: StudioVideos | undefined;
  videosFailed?: boolean;
  editable: boolean;
  onSave: (body: StudioDraftBody) => Promise<void>;
  onSubmit: (body: StudioDraftBody) => Promise<void>;
}) {
  const [s, setS] = useState<StudioSnapshot>(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof StudioSnapshot>(key: K, value: StudioSnapshot[K]) => setS((prev) => ({ ...prev, [key]: value }));
  const setLecture = (i: number, patch: Partial<Lecture>) => set('lectures', s.lectures.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const move = (i: number, by: number) => {
    const next = [...s.lectures];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item!);
    set('lectures', next);
  };

  async function run(action: (body: StudioDraftBody) => Promise<void>) {
    const problem = problems(s);
    if (problem) return setFailure(problem);
    setFailure(null);
    setBusy(true);
    try {
      await action({ ...s, price: s.is_free === 'Y' ? 0 : s.price, course_sn: courseSn });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '저장하지 못했습니다.');
    } finally {
      setBusy(false);
    }
  }

  const onFormSubmit = (e: FormEvent) => {
    e.preventDefault();
    void run(onSave);
  };

  return (
    <form aria-label="강의 초안" noValidate onSubmit={onFormSubmit} className="space-y-5">
      <fieldset disabled={!editable || busy} className="space-y-4">
        <TextField label="강의 제목" value={s.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
        <TextField label="요약" value={s.summary} maxLength={500} onChange={(e) => set('summary', e.target.value)} />
        <label className="block text-sm font-semibold text-slate-800">
          소개
          <textarea value={s.description} maxLength={10_000} rows={6} onChange={(e) => set('description', e.target.value)} className={field} />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-semibold text-slate-800">
            난이도
            <select value={s.level} onChange={(e) => set('level', e.target.value as StudioSnapshot['level'])} className={field}>
              {LEVELS.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            카테고리
            <select value={s.ca_sn || ''} onChange={(e) => set('ca_sn', Number(e.target.value))} className={field}>
              <option value="">골라 주세요</option>
              {flat(categories).map((c) => (
                <option key={c.ca_sn} value={c.ca_sn}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">가격 제안 (운영자가 검토해 정합니다)</legend>
          <label className="mr-4 text-[15px]">
            <input type="checkbox" checked={s.is_free === 'Y'} onChange={(e) => set('is_free', e.target.checked ? 'Y' : 'N')} /> 무료 강의
          </label>
          <label className="text-[15px]">
            <input type="checkbox" checked={s.pass_included === 'Y'} onChange={(e) => set('pass_included', e.target.checked ? 'Y' : 'N')} /> 이용권에 포함
          </label>
          {s.is_free === 'N' && (
            <TextField label="제안 가격 (원)" type="number" inputMode="numeric" min={0} max={10_000_000} value={String(s.price)} onChange={(e) => set('price', Math.max(0, Math.floor(Number(e.target.value) || 0)))} />
          )}
        </fieldset>
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold">커리큘럼 ({s.lectures.length}개 영상)</legend>
          {s.lectures.length === 0 && <p className="text-sm text-slate-600">아직 영상이 없습니다. 검토를 요청하려면 영상이 하나 이상 있어야 합니다.</p>}
          <ol className="space-y-3">
            {s.lectures.map((l, i) => (
              <li key={l.lc_no ?? `new-${i}`} className="rounded-lg bg-slate-50 p-3">
                <TextField label={`${i + 1}강 제목`} value={l.title} maxLength={200} onChange={(e) => setLecture(i, { title: e.target.value })} />
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  <TextField label="재생 시간 (초)" type="number" min={1} value={String(l.duration_sec)} onChange={(e) => setLecture(i, { duration_sec: Math.max(1, Math.floor(Number(e.target.value) || 1)) })} />
                  <VideoPicker label={`${i + 1}강 영상`} value={l.media_key} videos={videos} failed={videosFailed} onChange={(media_key) => {
                      // A finished upload's own length; the server sets it again on save (decision 115).
                      const length = videos?.list.find((v) => v.media_key === media_key)?.duration_sec;
                      setLecture(i, length ? { media_key, duration_sec: length } : { media_key });
                    }}
                  />
                </div>
                <div className="mt-2 flex flex-wrap gap-3 text-sm">
                  <label>
                    <input type="checkbox" checked={l.is_preview === 'Y'} onChange={(e) => setLecture(i, { is_preview: e.target.checked ? 'Y' : 'N' })} /> 미리보기
                  </label>
                  <button type="button" disabled={i === 0} onClick={() => move(i, -1)} className="underline disabled:opacity-40">
                    위로
                  </button>
                  <button type="button" disabled={i === s.lectures.length - 1} onClick={() => move(i, 1)} className="underline disabled:opacity-40">
                    아래로
                  </button>
                  <button type="button" onClick={() => set('lectures', s.lectures.filter((_, j) => j !== i))} className="text-red-700 underline">
                    빼기
                  </button>
                  {!l.quiz && (
                    <button type="button" onClick={() => setLecture(i, { quiz: NEW_QUIZ })} aria-label={`${i + 1}강 퀴즈 추가`} className="underline">
                      퀴즈 추가
                    </button>
                  )}
                </div>
                {l.quiz && <LectureQuiz lecture={i + 1} quiz={l.quiz} onChange={(quiz) => setLecture(i, { quiz })} />}
              </li>
            ))}
          </ol>
          <button type="button" className={`${secondaryButton} mt-3`} onClick={() => set('lectures', [...s.lectures, { title: '', duration_sec: 60, is_preview: 'N', media_key: null }])}>
            영상 추가
          </button>
        </fieldset>
      </fieldset>
      <FormAlert message={failure} />
      {editable && (
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={secondaryButton} disabled={busy}>
            초안 저장
          </button>
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void run(onSubmit)}>
            저장하고 검토 요청
          </button>
        </div>
      )}
    </form>
  );
}
