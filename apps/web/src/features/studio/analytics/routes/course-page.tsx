import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { RevenuePoint } from '@school/contracts/admin';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useCourseAnalytics, type Scope } from '../api/analytics';
import { Card, Stat } from '../components/card';
import { ColumnChart } from '../components/column-chart';
import { clock, percent, refreshedLabel, shortDate, won } from '../components/format';
import { FunnelBars } from '../components/funnel-bars';
import { LineChart } from '../components/line-chart';

const UNITS = [
  { key: 'day', label: '일별 (90일)' },
  { key: 'week', label: '주별 (26주)' },
  { key: 'month', label: '월별 (12개월)' },
] as const;
type Unit = (typeof UNITS)[number]['key'];

function Revenue({ series }: { series: Record<Unit, RevenuePoint[]> }) {
  const [unit, setUnit] = useState<Unit>('day');
  const points = series[unit];
  const gross = points.reduce((s, p) => s + p.gross_won, 0);
  const refunded = points.reduce((s, p) => s + p.refunded_won, 0);
  return (
    <Card
      title="매출"
      aside={
        <div role="group" aria-label="매출 단위" className="flex gap-1">
          {UNITS.map((u) => (
            <button key={u.key} type="button" aria-pressed={unit === u.key} onClick={() => setUnit(u.key)} className={`h-9 rounded-lg px-2.5 text-sm font-semibold ${unit === u.key ? 'bg-accent-600 text-white' : 'bg-slate-100 text-slate-700'}`}>
              {u.label.split(' ')[0]}
            </button>
          ))}
        </div>
      }
    >
      <p className="mb-2 text-sm text-slate-600">
        {UNITS.find((u) => u.key === unit)?.label}: 결제 {won(gross)} · 환불 {won(refunded)} · 순매출 <strong className="text-slate-900">{won(gross - refunded)}</strong>
      </p>
      <ColumnChart label={`${unit} 순매출`} periods={points.map((p) => p.period)} values={points.map((p) => p.gross_won - p.refunded_won)} formatPeriod={unit === 'month' ? (p) => p.slice(0, 7) : shortDate} format={won} />
      <p className="mt-1 text-xs text-slate-500">강의 단품 결제만 셉니다. 이용권·구독 매출은 월 정산에서 시청 시간으로 나눕니다.</p>
    </Card>
  );
}

/** One course: the completion funnel, revenue, ratings over time and each lecture's viewers. */
export default function CoursePage({ scope }: { scope: Scope }) {
  const courseSn = Number(useParams().courseSn);
  const q = useCourseAnalytics(scope, courseSn);
  if (q.isPending) return <LoadingMessage label="강의 분석을 불러오는 중" />;
  if (q.isError) return <ErrorMessage message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const { course, lectures, revenue, ratings, refreshed_at } = q.data;
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <header>
        <Link to=".." className="text-sm font-semibold text-accent-700 underline">
          강의 목록
        </Link>
        <h1 className="mt-1 text-xl font-bold text-slate-900">{course.title}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {course.teacher} · {refreshedLabel(refreshed_at)}
        </p>
      </header>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Stat label="수강생" value={`${course.learners.toLocaleString('ko-KR')}명`} />
        <Stat label="완강률" value={course.learners > 0 ? percent(course.completed / course.learners) : '—'} />
        <Stat label="순매출" value={won(course.gross_won - course.refunded_won)} />
        <Stat label="평점" value={course.rating === null ? '—' : `★ ${course.rating.toFixed(2)} (${course.reviews})`} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="완강 퍼널">
          <FunnelBars
            label="완강 퍼널"
            steps={[
              { name: '수강 등록·시청', count: course.learners },
              { name: '1강 이상 시작', count: course.started },
              { name: `절반 완료 (${Math.ceil(course.lecture_count / 2)}강 이상)`, count: course.half },
              { name: `완강 (${course.lecture_count}강)`, count: course.completed },
            ]}
          />
        </Card>
        <Card title="주별 평점">
          {ratings.length === 0 ? (
            <p className="text-sm text-slate-500">최근 1년 동안 수강평이 없습니다.</p>
          ) : (
            <>
              <LineChart label="주별 평균 평점" xs={ratings.map((_, i) => i)} ys={ratings.map((r) => r.average)} xMax={Math.max(ratings.length - 1, 1)} yMin={1} yMax={5} yTicks={[1, 2, 3, 4, 5]} formatX={(i) => shortDate(ratings[Math.round(i)]?.week ?? '')} formatY={(y) => `★${y.toFixed(1)}`} dots height={180} />
              <p className="mt-1 text-xs text-slate-500">수강평이 있던 주만 점으로 찍습니다 (주는 월요일 기준).</p>
            </>
          )}
        </Card>
      </div>
      <Revenue series={revenue} />
      <Card title="강의 영상별 시청">
        <ul className="divide-y divide-slate-100">
          {lectures.map((l, i) => (
            <li key={l.lc_no}>
              <Link to={`../lectures/${l.lc_no}`} className="flex items-center justify-between gap-3 py-3 hover:bg-slate-50">
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-slate-900">
                    {i + 1}. {l.title}
                  </span>
                  <span className="text-sm text-slate-600">
                    {clock(l.duration_sec)} · 시청 {l.viewers.toLocaleString('ko-KR')}명 · 완료 {l.viewers > 0 ? percent(l.completed / l.viewers) : '—'}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-accent-700">유지율 ›</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
