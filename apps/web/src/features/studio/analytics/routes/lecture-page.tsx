import { Link, useParams } from 'react-router';
import type { AnalyticsLecture } from '@school/contracts/admin';
import { ErrorMessage, LoadingMessage } from '../../../../components/ui/status';
import { errorMessage } from '../../../../lib/api-client';
import { useLectureAnalytics, type Scope } from '../api/analytics';
import { Card, Stat } from '../components/card';
import { clock, percent, refreshedLabel, retention } from '../components/format';
import { LineChart } from '../components/line-chart';

/** Where the curve falls most between two neighbouring points: the moment most viewers leave. */
function steepestDrop(xs: number[], ys: number[]) {
  let at = -1;
  let drop = 0;
  for (let i = 1; i < ys.length; i++) {
    const d = (ys[i - 1] ?? 0) - (ys[i] ?? 0);
    if (d > drop) [at, drop] = [xs[i - 1] ?? 0, d];
  }
  return at < 0 ? null : { at, drop };
}

function Chapters({ data, at }: { data: AnalyticsLecture; at: (sec: number) => number }) {
  if (data.chapters.length === 0) return <p className="text-sm text-slate-500">이 영상에는 챕터가 없습니다.</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {data.chapters.map((c, i) => {
        const end = data.chapters[i + 1]?.at_sec ?? data.duration_sec;
        const start = at(c.at_sec);
        const lost = start - at(end);
        return (
          <li key={c.at_sec} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="mr-1 font-bold text-amber-700">{i + 1}</span>
              <span className="font-semibold text-slate-900">{c.title}</span> <span className="text-slate-500">{clock(c.at_sec)}</span>
            </span>
            <span className="shrink-0 text-slate-700">
              시작 {percent(start)} · 이탈 {percent(lost)}p
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** One lecture: the share of viewers still watching at each moment, with its chapters marked. */
export default function LecturePage({ scope }: { scope: Scope }) {
  const lcNo = Number(useParams().lcNo);
  const q = useLectureAnalytics(scope, lcNo);
  if (q.isPending) return <LoadingMessage label="시청 유지율을 불러오는 중" />;
  if (q.isError) return <ErrorMessage message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const data = q.data;
  const { xs, ys, at } = retention(data.reached, data.bucket_sec, data.duration_sec);
  const drop = steepestDrop(xs, ys);
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <header>
        <Link to={`../courses/${data.course_sn}`} className="text-sm font-semibold text-accent-700 underline">
          {data.course_title}
        </Link>
        <h1 className="mt-1 text-xl font-bold text-slate-900">{data.title}</h1>
        <p className="mt-1 text-sm text-slate-500">{refreshedLabel(data.refreshed_at)}</p>
      </header>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Stat label="시청자" value={`${data.viewers.toLocaleString('ko-KR')}명`} />
        <Stat label="끝까지 본 비율" value={data.viewers > 0 ? percent(data.completed / data.viewers) : '—'} />
        <Stat label="절반 지점 유지율" value={data.viewers > 0 ? percent(at(data.duration_sec / 2)) : '—'} />
        <Stat label="가장 많이 떠난 때" value={drop ? `${clock(drop.at)} (−${percent(drop.drop)})` : '—'} />
      </div>
      <Card title="시청 유지율" aside={<span className="text-xs text-slate-500">{data.bucket_sec}초 간격 · 점선은 챕터</span>}>
        {data.viewers === 0 ? (
          <p className="text-sm text-slate-500">아직 이 영상을 본 사람이 없습니다.</p>
        ) : (
          <LineChart
            label={`${data.title} 시청 유지율`}
            xs={xs}
            ys={ys}
            xMax={data.duration_sec}
            yMin={0}
            yMax={1}
            yTicks={[0, 0.25, 0.5, 0.75, 1]}
            formatX={clock}
            formatY={percent}
            marks={data.chapters.map((c) => ({ x: c.at_sec, label: c.title }))}
            height={260}
          />
        )}
        <p className="mt-2 text-xs text-slate-500">각 시점까지 본 시청자의 비율입니다 (시청자마다 가장 멀리 본 지점 기준).</p>
      </Card>
      <Card title="챕터별">
        <Chapters data={data} at={at} />
      </Card>
    </div>
  );
}
