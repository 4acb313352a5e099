import { useState } from 'react';
import type { QuizAttemptResult, QuizView } from '@school/contracts';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSubmitAttempt } from '../api/submit-attempt';

/**
 * One quiz: pick an answer per question, submit, see the score. The answers and explanations come once the quiz is
 * passed or tried three times; attempts per day are limited, and a retry brings the next draw of questions.
 */
export function QuizPanel({ quiz }: { quiz: QuizView }) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => quiz.questions.map(() => null));
  const [result, setResult] = useState<QuizAttemptResult | null>(null);
  // The questions the shown result answers: after an attempt the quiz is read again and holds the next draw.
  const [asked, setAsked] = useState<QuizView['questions'] | null>(null);
  const questions = result && asked ? asked : quiz.questions;
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitAttempt();
  const complete = answers.every((a) => a !== null);
  const best = quiz.attempts.reduce((m, a) => Math.max(m, a.score), -1);
  const left = Math.max(0, quiz.daily_limit - quiz.attempts_today);

  const send = async () => {
    setError(null);
    try {
      const res = await submit.mutateAsync({ quizId: quiz.quiz_id, answers: answers.map((a) => a ?? 0) });
      if (res.code === '0000') {
        setAsked(quiz.questions);
        setResult(res.data);
      }
      else setError(res.message);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  // The view was refetched after the attempt: its questions are the next draw.
  const retry = () => {
    setResult(null);
    setAsked(null);
    setAnswers(quiz.questions.map(() => null));
  };

  return (
    <section aria-labelledby={`quiz-${quiz.quiz_id}`} className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 mobile:rounded-none">
      <h2 id={`quiz-${quiz.quiz_id}`} className="text-lg font-bold text-slate-900">
        {quiz.lc_no === null ? '최종 퀴즈' : '확인 퀴즈'} · {quiz.title}
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        {quiz.pass_percent}점 이상이면 통과입니다.
        {best >= 0 && ` 지금까지 ${quiz.attempts.length}번 응시, 최고 ${best}점.`} 오늘 남은 응시 {left}번 (하루 {quiz.daily_limit}번).
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-xs text-slate-500" aria-label="퀴즈 규칙">
        {quiz.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <ol className="mt-4 space-y-5">
        {questions.map((q, i) => {
          const r = result?.results[i];
          return (
            <li key={q.question_id}>
              <fieldset disabled={result !== null}>
                <legend className="font-semibold text-slate-900">
                  {i + 1}. {q.prompt}
                </legend>
                <div className="mt-2 grid gap-2">
                  {q.choices.map((choice, c) => (
                    <label
                      key={c}
                      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-sm ring-1 ${r && c === r.answer ? 'bg-emerald-50 ring-emerald-400' : r && c === r.chosen ? 'bg-rose-50 ring-rose-300' : 'ring-slate-200'}`}
                    >
                      <input type="radio" name={`q-${q.question_id}`} checked={answers[i] === c} onChange={() => setAnswers((a) => a.map((v, k) => (k === i ? c : v)))} />
                      {choice}
                    </label>
                  ))}
                </div>
              </fieldset>
              {r && (
                <p className={`mt-2 text-sm ${r.correct ? 'text-emerald-700' : 'text-rose-700'}`}>
                  {r.correct ? '정답입니다.' : r.answer === null ? '오답입니다.' : `오답입니다. 정답: ${q.choices[r.answer] ?? ''}`}
                  {r.explanation && <span className="block text-slate-600">해설: {r.explanation}</span>}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {result ? (
        <div role="status" className="mt-5 rounded-xl bg-slate-50 p-4">
          <p className="text-base font-bold text-slate-900">
            {result.score}점 ({result.correct}/{result.total}) · {result.passed === 'Y' ? '통과' : '다시 도전해 보세요'}
          </p>
          {result.reveal_note && <p className="mt-1 text-sm text-slate-600">{result.reveal_note}</p>}
          {result.certificate_no && (
            <p className="mt-1 text-sm text-slate-700">
              수료증이 발급되었습니다.{' '}
              <Link to="/my" className="font-semibold text-accent-700 underline">
                내 정보에서 보기
              </Link>
            </p>
          )}
          {left > 0 ? (
            <button type="button" onClick={retry} className="mt-3 h-11 rounded-xl bg-white px-4 text-sm font-semibold ring-1 ring-slate-300">
              다시 풀기
            </button>
          ) : (
            <p className="mt-3 text-sm text-slate-600">오늘은 더 풀 수 없습니다. 내일 0시(한국 시간)부터 다시 풀 수 있습니다.</p>
          )}
        </div>
      ) : (
        <button type="button" disabled={!complete || submit.isPending || left === 0} onClick={() => void send()} className="mt-5 h-11 rounded-xl bg-accent-600 px-5 text-sm font-semibold text-white disabled:opacity-50">
          {submit.isPending ? '채점 중…' : '제출하고 채점하기'}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {error}
        </p>
      )}
    </section>
  );
}
