import { useWidth } from './use-width';

/** The completion funnel in SVG: one horizontal bar per step, its count and its share of the first step. */
export function FunnelBars({ label, steps }: { label: string; steps: { name: string; count: number }[] }) {
  const [box, width] = useWidth<HTMLDivElement>();
  const first = steps[0]?.count ?? 0;
  const row = 44;
  const barW = Math.max(width - 4, 10);
  return (
    <div ref={box} className="w-full">
      <svg width={width} height={steps.length * row} role="img" aria-label={label} className="block">
        {steps.map((s, i) => {
          const share = first > 0 ? s.count / first : 0;
          return (
            <g key={s.name} transform={`translate(0 ${i * row})`}>
              <text x="0" y="13" className="fill-slate-700 text-[12px] font-semibold">
                {s.name}
              </text>
              <text x={barW} y="13" textAnchor="end" className="fill-slate-900 text-[12px] font-bold">
                {s.count.toLocaleString('ko-KR')}명 · {Math.round(share * 100)}%
              </text>
              <rect x="0" y="19" width={barW} height="16" rx="4" className="fill-slate-100" />
              <rect x="0" y="19" width={Math.max(barW * share, s.count > 0 ? 2 : 0)} height="16" rx="4" className="fill-accent-500" />
            </g>
          );
        })}
      </svg>
    </div>
  );
}
