import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminQuiz, AdminQuizBody } from '@school/contracts/admin';
import { FormAlert, primaryButton, secondaryButton } from '../../../../components/ui/form';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useQuizzes } from '../api/get-quizzes';
import { useSaveQuiz } from '../api/save-quiz';

type Question = AdminQuizBody['questions'][number];
const blank = (): Question => ({ prompt: '', choices: ['', ''], answer: 0, explanation: '' });
const input = 'h-11 w-full rounded-xl px-3 text-sm ring-1 ring-slate-300';

/** /admin/courses/{id}/quiz: a lecture's quiz or the course's final quiz (staff; decision 096). */
export default function QuizEditPage() {
  const courseSn = Number(useParams().id);
  const list = useQuizzes(courseSn);
  const [target, setTarget] = useState<string>('final');
  if (list.isPending) return <LoadingMessage label="퀴즈를 불러오는 중입니다…" />;
  if (list.isError) return <ErrorMessage message={errorMessage(list.error)} />;
  const lcNo = target === 'final' ? null : Number(target);
  const existing = list.data.quizzes.find((q) => q.lc_no === lcNo);
  return (
    <div className="space-y-4">
      <p>
        <Link to={`/admin/courses/${courseSn}`} className="text-sm text-accent-700 underline">
          ← {list.data.course_title}
        </Link>
      </p>
      <h1 className="text-xl font-bold">퀴즈 편집</h1>
      <label className="block text-sm font-semibold">
        퀴즈를 붙일 곳
        <select value={target} onChange={(e) => setTarget(e.target.value)} className={`${input} mt-1 bg-white`}>
          <option value="final">강좌 최종 퀴즈 (수료 조건){list.data.quizzes.some((q) => q.lc_no === null) ? ' ✓' : ''}</option>
          {list.data.lectures.map((l) => (
            <option key={l.lc_no} value={l.lc_no}>
              {l.title}
              {list.data.quizzes.some((q) => q.lc_no === l.lc_no) ? ' ✓' : ''}
            </option>
          ))}
        </select>
      </label>
      <QuizForm key={target} courseSn={courseSn} lcNo={lcNo} existing={existing} />
    </div>
  );
}

function QuizForm({ courseSn, lcNo, existing }: { courseSn: number; lcNo: number | null; existing: AdminQuiz | undefined }) {
  const [title, setTitle] = useState(existing?.title ?? '');
  const [pass, setPass] = useState(existing?.pass_percent ?? 60);
  const [questions, setQuestions] = useState<Question[]>(existing?.questions ?? [blank()]);
  const [note, setNote] = useState<{ message: string; tone: 'error' | 'info' } | null>(null);
  const save = useSaveQuiz();
  const change = (i: number, q: Partial<Question>) => setQuestions((all) => all.map((x, k) => (k === i ? { ...x, ...q } : x)));

  const submit = async () => {
    setNote(null);
    try {
      const res = await save.mutateAsync({ course_sn: courseSn, lc_no: lcNo, title, pass_percent: pass, questions });
      setNote({ message: res.message, tone: 'info' });
    } catch (e) {
      setNote({ message: errorMessage(e), tone: 'error' });
    }
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {existing && <p className="text-sm text-slate-500">응시 {existing.attempt_count}회. 저장해도 이미 받은 점수는 바뀌지 않습니다.</p>}
      <label className="block text-sm font-semibold">
        퀴즈 제목
        <input value={title} onChange={(e) => setTitle(e.target.value)} className={`${input} mt-1`} />
      </label>
      <label className="block text-sm font-semibold">
        통과 점수 (0~100)
        <input type="number" min={0} max={100} value={pass} onChange={(e) => setPass(Number(e.target.value))} className={`${input} mt-1 max-w-32`} />
      </label>
      <ol className="space-y-4">
        {questions.map((q, i) => (
          <li key={i} className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <label className="block text-sm font-semibold">
              문제 {i + 1}
              <input value={q.prompt} onChange={(e) => change(i, { prompt: e.target.value })} className={`${input} mt-1`} />
            </label>
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">보기 (정답을 고르세요)</legend>
              {q.choices.map((c, k) => (
                <div key={k} className="flex items-center gap-2">
                  <input type="radio" name={`answer-${i}`} aria-label={`문제 ${i + 1} 정답: 보기 ${k + 1}`} checked={q.answer === k} onChange={() => change(i, { answer: k })} />
                  <input
                    aria-label={`문제 ${i + 1} 보기 ${k + 1}`}
                    value={c}
                    onChange={(e) => change(i, { choices: q.choices.map((x, j) => (j === k ? e.target.value : x)) })}
                    className={input}
                  />
                </div>
              ))}
              {q.choices.length < 6 && (
                <button type="button" className="text-sm text-accent-700 underline" onClick={() => change(i, { choices: [...q.choices, ''] })}>
                  보기 추가
                </button>
              )}
            </fieldset>
            <label className="block text-sm font-semibold">
              해설
              <textarea value={q.explanation} onChange={(e) => change(i, { explanation: e.target.value })} className="mt-1 min-h-20 w-full rounded-xl p-3 text-sm ring-1 ring-slate-300" />
            </label>
            {questions.length > 1 && (
              <button type="button" className="text-sm text-rose-700 underline" onClick={() => setQuestions((all) => all.filter((_, k) => k !== i))}>
                문제 {i + 1} 빼기
              </button>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => setQuestions((all) => [...all, blank()])}>
          문제 추가
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          퀴즈 저장
        </button>
      </div>
      <FormAlert message={note?.message} tone={note?.tone} />
    </form>
  );
}
