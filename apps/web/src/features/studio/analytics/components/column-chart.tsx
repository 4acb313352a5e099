import { useWidth } from './use-width';

/** Columns of our own in SVG, one per period: positive values up, negative (refunds) down from the zero line. */
export function ColumnChart({ label, periods, values, formatPeriod, format, height = 180 }: { label: string; periods: string[]; values: number[]; formatPeriod: (p: string) => string; format: (n: number) => string; height?: number }) {
  const [box, width] = useWidth<HTMLDivElement>();
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const plotH = height - 36;
  const zero = 14 + (top / span) * plotH;
  const step = width / Math.max(values.length, 1);
  return (
    <div ref={box} className="w-full">
      <svg width={width} height={height} role="img" aria-label={label} className="block">
        <text x="0" y="10" className="fill-slate-500 text-[11px]">
          최고 {format(top)}
        </text>
        <line x1="0" x2={width} y1={zero} y2={zero} className="stroke-slate-300" />
        {values.map((v, i) => {
          const h = (Math.abs(v) / span) * plotH;
          return (
            <rect key={periods[i]} x={i * step + step * 0.15} width={Math.max(step * 0.7, 1)} y={v >= 0 ? zero - h : zero} height={Math.max(h, v === 0 ? 0 : 1)} rx="1.5" className={v >= 0 ? 'fill-accent-500' : 'fill-rose-400'}>
              <title>{`${formatPeriod(periods[i] ?? '')} ${format(v)}`}</title>
            </rect>
          );
        })}
        <text x="0" y={height - 4} className="fill-slate-500 text-[11px]">
          {formatPeriod(periods[0] ?? '')}
        </text>
        <text x={width} y={height - 4} textAnchor="end" className="fill-slate-500 text-[11px]">
          {formatPeriod(periods.at(-1) ?? '')}
        </text>
      </svg>
    </div>
  );
}
