import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE, playLimits } from '@school/contracts/plain';
import { ProtectedLink } from '../../auth';
import { errorMessage } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session';
import { courseMainQueryOptions } from '../api/get-course-main';
import { reviewCheckQueryOptions, useReviewCheck } from '../api/get-review-check';
import { useWriteReviewMutation } from '../api/write-review';
import { groupDigits } from '../../../lib/format';

export const REVIEW_LOGIN_TEXT = '로그인하고 리뷰를 남겨 보세요';
export const REVIEW_THANKS_TEXT = '리뷰를 남겨 주셔서 감사합니다!';
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review-writing part of the course page's 수강 후기 box (decision 017):
 * visitors get a login link, members ask review/chk and either see the form
 * or the server's reason why they cannot write one yet.
 */
export function ReviewWriter({ courseSn }: { courseSn: number }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <p className="mt-3 text-sm">
        <ProtectedLink className="font-semibold text-accent-700 underline hover:text-accent-800">{REVIEW_LOGIN_TEXT}</ProtectedLink>
      </p>
    );
  }
  return <MemberReview courseSn={courseSn} />;
}

function MemberReview({ courseSn }: { courseSn: number }) {
  const check = useReviewCheck(courseSn, true);
  const [thanked, setThanked] = useState(false);
  if (thanked) {
    return (
      <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-800">
        {REVIEW_THANKS_TEXT}
      </p>
    );
  }
  if (check.isPending) return null;
  if (check.isError) return <p className="mt-3 text-[13px] text-slate-500">{errorMessage(check.error)}</p>;
  if (check.data.available !== 'Y') return <p className="mt-3 text-[13px] text-slate-500">{check.data.message}</p>;
  return <ReviewForm courseSn={courseSn} onDone={() => setThanked(true)} />;
}

function ReviewForm({ courseSn, onDone }: { courseSn: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const write = useWriteReviewMutation();
  const [star, setStar] = useState(0);
  const [contents, setContents] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const max = playLimits.reviewContentsMax;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (write.isPending) return;
    if (star < 1) return setProblem('별점을 선택해 주세요.');
    if (contents.trim() === '') return setProblem('리뷰 내용을 입력해 주세요.');
    if (contents.length > max) return setProblem(`리뷰는 ${max}자 이하로 입력해 주세요.`);
    setProblem(null);
    try {
      const envelope = await write.mutateAsync({ course_sn: courseSn, star, contents });
      if (envelope.code !== SUCCESS_CODE) return setProblem(envelope.message);
      onDone();
      void queryClient.invalidateQueries({ queryKey: courseMainQueryOptions(courseSn).queryKey });
      void queryClient.invalidateQueries({ queryKey: reviewCheckQueryOptions(courseSn).queryKey });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="리뷰 쓰기" className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700">별점</legend>
        <div className="mt-1.5 flex gap-1">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 text-2xl leading-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
            >
              <input
                type="radio"
                name={`${ids}-star`}
                value={n}
                checked={star === n}
                onChange={() => setStar(n)}
                className="sr-only"
              />
              <span className="sr-only">별 {n}개</span>
              <span aria-hidden="true" className={n <= star ? 'text-amber-500' : 'text-slate-300'}>
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${ids}-contents`} className="text-sm font-semibold text-slate-700">
          리뷰 내용
        </label>
        <textarea
          id={`${ids}-contents`}
          value={contents}
          onChange={(event) => setContents(event.target.value)}
          maxLength={max}
          rows={4}
          aria-describedby={`${ids}-count`}
          placeholder="강의는 어떠셨나요? 다른 수강생에게 도움이 되는 이야기를 들려주세요."
          className="mt-1.5 block w-full resize-y rounded-xl border border-slate-300 p-3 text-sm text-slate-800 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
        />
        <p id={`${ids}-count`} className="mt-1 text-right text-[13px] text-slate-500 tabular-nums">
          <span className="sr-only">입력한 글자 수 </span>
          {groupDigits(contents.length)}/{groupDigits(max)}자
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-rose-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={write.isPending}
        aria-busy={write.isPending}
        className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700 disabled:opacity-70"
      >
        {write.isPending ? '등록하는 중…' : '리뷰 등록'}
      </button>
    </form>
  );
}
