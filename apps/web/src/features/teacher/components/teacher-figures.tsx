import type { TeacherStatsResponse } from '@school/contracts';
import { groupDigits } from '../../../lib/format';

/**
 * The teacher's public figures (decision 133): the visible reviews of their published courses, and the questions of
 * the last 90 days answered, with the rule under them so nobody reads the rate as all time.
 */
export function TeacherFigures({ stats }: { stats: TeacherStatsResponse }) {
  const { rating, qna } = stats;
  return (
    <div className="mt-4">
      <dl className="flex flex-wrap gap-2 text-sm">
        <div className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 ring-1 ring-slate-200">
          <dt className="text-slate-500">수강평</dt>
          <dd className="font-bold text-slate-900">
            {rating.average === null ? (
              '아직 없음'
            ) : (
              <>
                <span aria-hidden="true" className="text-amber-500">
                  ★
                </span>{' '}
                {rating.average.toFixed(1)} <span className="font-semibold text-slate-500">({groupDigits(rating.count)}개)</span>
              </>
            )}
          </dd>
        </div>
        <div className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 ring-1 ring-slate-200">
          <dt className="text-slate-500">질문 답변</dt>
          <dd className="font-bold text-slate-900">
            {qna.answer_rate === null ? '최근 질문 없음' : `${groupDigits(qna.answered)}개 · 답변율 ${qna.answer_rate}%`}
          </dd>
        </div>
      </dl>
      <p className="mt-1.5 text-xs text-slate-500">
        답변율은 최근 {qna.window_days}일 동안 공개 강의에 올라온 질문 중 강사나 운영진이 답한 비율입니다.
      </p>
    </div>
  );
}
