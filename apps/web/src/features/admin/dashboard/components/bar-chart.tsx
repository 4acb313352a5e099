import { useId } from 'react';

/**
 * A small bar chart in SVG, one bar per day, with the figures also in a table for screen readers
 * (and for copying). Negative values (a day of refunds) draw below the axis.
 */
export function BarChart({ title, days, values, format }: { title: string; days: string[]; values: number[]; format: (n: number) => string }) {
  const id = useId();
  const max = Math.max(1, ...values.map((v) => Math.abs(v)));
  const hasNegative = values.some((v) => v < 0);
  const height = 120;
  const zero = hasNegative ? height / 2 : height;
  const scale = (hasNegative ? height / 2 : height) / max;
  const width = Math.max(days.length * 14, 140);
  const total = values.reduce((a, b) => a + b, 0);
  const empty = values.every((v) => v === 0);
  const peak = Math.max(...values.map((v) => Math.abs(v)), 0);
  return (
    <figure className="rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`} className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-800">{title}</span>
        <span className="text-lg font-bold text-slate-900">{format(total)}</span>
      </figcaption>
      {empty ? (
        <p className="mt-3 flex h-28 items-center justify-center rounded-lg bg-slate-50 text-sm text-slate-500">이 기간에는 기록이 없습니다.</p>
      ) : (
        <>
          {/* The bars are scaled to the busiest day: say how much that is, so a tall bar is never read as a lot. */}
          <p className="mt-2 text-right text-xs text-slate-500">막대 최고 높이 = {format(peak)}</p>
          <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="mt-3 h-28 w-full" aria-hidden="true">
            <line x1="0" x2={width} y1={zero} y2={zero} className="stroke-slate-200" strokeWidth="1" />
            {values.map((v, i) => {
              const h = Math.abs(v) * scale;
              return <rect key={days[i]} x={i * (width / days.length) + 2} width={Math.max(width / days.length - 4, 2)} y={v >= 0 ? zero - h : zero} height={h} rx="2" className={v >= 0 ? 'fill-accent-500' : 'fill-rose-400'} />;
            })}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
            <span>{days[0]?.slice(5)}</span>
            <span>{days.at(-1)?.slice(5)}</span>
          </div>
        </>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-600">일별 수치</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                날짜
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {title}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <td className="py-0.5">{d}</td>
                <td className="py-0.5 text-right">{format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
