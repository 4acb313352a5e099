import { Link } from 'react-router';
import type { AnalyticsCourseRow } from '@school/contracts/admin';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useOverview, useTeacherCourses, type Scope } from '../api/analytics';
import { Card } from '../components/card';
import { percent, refreshedLabel, won } from '../components/format';

function CourseList({ list }: { list: AnalyticsCourseRow[] }) {
  if (list.length === 0) return <p className="text-sm text-slate-500">아직 강의가 없습니다.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {list.map((c) => (
        <li key={c.course_sn}>
          <Link to={`courses/${c.course_sn}`} className="block py-3 hover:bg-slate-50">
            <p className="font-semibold text-slate-900">{c.title}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
              <span>{c.teacher}</span>
              <span>수강생 {c.learners.toLocaleString('ko-KR')}명</span>
              <span>완강 {c.learners > 0 ? percent(c.completed / c.learners) : '—'}</span>
              <span>순매출 {won(c.gross_won - c.refunded_won)}</span>
              <span>평점 {c.rating === null ? '—' : `★ ${c.rating.toFixed(1)} (${c.reviews})`}</span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The list of courses with their headline figures; for operators also every teacher's totals. */
export default function OverviewPage({ scope }: { scope: Scope }) {
  const mine = useTeacherCourses(scope === 'teacher');
  const all = useOverview(scope === 'operator');
  const q = scope === 'teacher' ? mine : all;
  if (q.isPending) return <LoadingMessage label="강의 분석을 불러오는 중" />;
  if (q.isError) return <ErrorMessage message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const teachers = all.data?.teachers ?? [];
  const top = Math.max(1, ...teachers.map((t) => t.gross_won - t.refunded_won));
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <header>
        <h1 className="text-xl font-bold text-slate-900">{scope === 'teacher' ? '내 강의 분석' : '강의 분석 (전체 강사)'}</h1>
        <p className="mt-1 text-sm text-slate-500">{refreshedLabel(q.data.refreshed_at)}</p>
      </header>
      {scope === 'operator' && (
        <Card title="강사별 순매출">
          <ul className="space-y-3">
            {teachers.map((t) => (
              <li key={t.teacher_sn}>
                <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                  <span className="font-semibold text-slate-800">{t.name}</span>
                  <span className="text-slate-600">
                    강의 {t.courses} · 수강생 {t.learners.toLocaleString('ko-KR')}명 · {won(t.gross_won - t.refunded_won)}
                  </span>
                </div>
                <svg width="100%" height="10" className="mt-1 block" aria-hidden="true">
                  <rect width="100%" height="10" rx="3" className="fill-slate-100" />
                  <rect width={`${(Math.max(t.gross_won - t.refunded_won, 0) / top) * 100}%`} height="10" rx="3" className="fill-accent-500" />
                </svg>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card title="강의별 현황">
        <CourseList list={q.data.list} />
      </Card>
    </div>
  );
}
