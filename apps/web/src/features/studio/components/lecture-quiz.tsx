import type { StudioLectureQuiz } from '@school/contracts/admin';
import { TextField } from '../../../components/ui/form';

type Question = StudioLectureQuiz['questions'][number];
const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px]';
const link = 'text-sm underline disabled:opacity-40';

export const NEW_QUIZ: StudioLectureQuiz = { title: '확인 퀴즈', pass_percent: 60, draw_count: null, questions: [{ prompt: '', choices: ['', ''], answer: 0, explanation: '' }] };

/** What the browser can check of a quiz before the server does (the console's rules, contracts/admin/quiz.ts). */
export function quizProblem(quiz: StudioLectureQuiz, lecture: number): string | null {
  if (!quiz.title.trim()) return `${lecture}강 퀴즈의 제목을 입력해 주세요.`;
  for (const [k, q] of quiz.questions.entries()) {
    if (!q.prompt.trim()) return `${lecture}강 퀴즈 ${k + 1}번 문제를 입력해 주세요.`;
    if (q.choices.some((c) => !c.trim())) return `${lecture}강 퀴즈 ${k + 1}번 문제의 보기를 모두 입력해 주세요.`;
  }
  return null;
}

/**
 * A lecture's quiz in a proposal (decision 142): the console's learning-check shape — a title, a pass mark and
 * questions of 2–6 choices with one answer and an explanation. Reviewed with the draft, saved on the lecture on publish.
 */
export function LectureQuiz({ lecture, quiz, onChange }: { lecture: number; quiz: StudioLectureQuiz; onChange: (quiz: StudioLectureQuiz | null) => void }) {
  const set = (patch: Partial<StudioLectureQuiz>) => onChange({ ...quiz, ...patch });
  const setQuestion = (k: number, patch: Partial<Question>) => set({ questions: quiz.questions.map((q, j) => (j === k ? { ...q, ...patch } : q)) });

  return (
    <fieldset className="mt-3 min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{lecture}강 퀴즈</legend>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_140px]">
        <TextField label="퀴즈 제목" value={quiz.title} maxLength={100} onChange={(e) => set({ title: e.target.value })} />
        <TextField label="통과 점수 (%)" type="number" inputMode="numeric" min={0} max={100} value={String(quiz.pass_percent)} onChange={(e) => set({ pass_percent: Math.min(100, Math.max(0, Math.floor(Number(e.target.value) || 0))) })} />
      </div>
      <ol className="space-y-3">
        {quiz.questions.map((q, k) => (
          <li key={k} className="space-y-2 rounded-lg bg-slate-50 p-2">
            <label className="block text-sm font-semibold text-slate-800">
              {k + 1}번 문제
              <textarea value={q.prompt} maxLength={500} rows={2} onChange={(e) => setQuestion(k, { prompt: e.target.value })} className={field} />
            </label>
            <fieldset className="min-w-0 space-y-1">
              <legend className="text-sm font-semibold">보기 (정답 하나를 고르세요)</legend>
              {q.choices.map((c, j) => (
                <div key={j} className="flex min-w-0 items-center gap-2">
                  <input type="radio" name={`quiz-${lecture}-${k}`} checked={q.answer === j} onChange={() => setQuestion(k, { answer: j })} aria-label={`${k + 1}번 문제 정답: ${j + 1}번 보기`} />
                  <input
                    value={c}
                    maxLength={200}
                    aria-label={`${k + 1}번 문제 ${j + 1}번 보기`}
                    onChange={(e) => setQuestion(k, { choices: q.choices.map((x, m) => (m === j ? e.target.value : x)) })}
                    className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-[15px]"
                  />
                  <button
                    type="button"
                    className={link}
                    disabled={q.choices.length <= 2}
                    aria-label={`${k + 1}번 문제 ${j + 1}번 보기 빼기`}
                    onClick={() => setQuestion(k, { choices: q.choices.filter((_, m) => m !== j), answer: q.answer === j ? 0 : q.answer > j ? q.answer - 1 : q.answer })}
                  >
                    빼기
                  </button>
                </div>
              ))}
              <button type="button" className={link} disabled={q.choices.length >= 6} aria-label={`${k + 1}번 문제 보기 추가`} onClick={() => setQuestion(k, { choices: [...q.choices, ''] })}>
                보기 추가
              </button>
            </fieldset>
            <label className="block text-sm font-semibold text-slate-800">
              해설 (선택)
              <textarea value={q.explanation} maxLength={1000} rows={2} onChange={(e) => setQuestion(k, { explanation: e.target.value })} className={field} />
            </label>
            <button type="button" className={`${link} text-red-700`} disabled={quiz.questions.length <= 1} aria-label={`${k + 1}번 문제 빼기`} onClick={() => set({ questions: quiz.questions.filter((_, j) => j !== k) })}>
              문제 빼기
            </button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={link} disabled={quiz.questions.length >= 50} onClick={() => set({ questions: [...quiz.questions, { prompt: '', choices: ['', ''], answer: 0, explanation: '' }] })}>
          문제 추가
        </button>
        <button type="button" className={`${link} text-red-700`} aria-label={`${lecture}강 퀴즈 빼기`} onClick={() => onChange(null)}>
          퀴즈 빼기
        </button>
      </div>
    </fieldset>
  );
}
