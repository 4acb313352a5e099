import { useState, type PointerEvent } from 'react';
import { useWidth } from './use-width';

export interface Mark {
  x: number;
  label: string;
}

interface Props {
  /** Read by screen readers before the figures' table. */
  label: string;
  xs: number[];
  ys: number[];
  xMax: number;
  yMin: number;
  yMax: number;
  yTicks: number[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Vertical marks with a label (a lecture's chapters). */
  marks?: Mark[];
  /** Draw each point as a dot too (sparse series, e.g. weekly ratings). */
  dots?: boolean;
  height?: number;
}

const PAD = { left: 40, right: 12, top: 22, bottom: 24 };

/** A line chart of our own in SVG: axes, grid, optional marks, and the value under the pointer. */
export function LineChart({ label, xs, ys, xMax, yMin, yMax, yTicks, formatX, formatY, marks = [], dots = false, height = 220 }: Props) {
  const [box, width] = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);
  const plotW = Math.max(width - PAD.left - PAD.right, 10);
  const plotH = height - PAD.top - PAD.bottom;
  const sx = (x: number) => PAD.left + (xMax > 0 ? (x / xMax) * plotW : 0);
  const sy = (y: number) => PAD.top + plotH - ((y - yMin) / (yMax - yMin || 1)) * plotH;
  const path = xs.map((x, i) => `${i === 0 ? 'M' : 'L'}${sx(x).toFixed(1)},${sy(ys[i] ?? 0).toFixed(1)}`).join('');
  const xTicks = Array.from({ length: 5 }, (_, i) => Math.round((xMax * i) / 4));

  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - rect.left - PAD.left) / plotW) * xMax;
    let best = 0;
    xs.forEach((v, i) => {
      if (Math.abs(v - x) < Math.abs((xs[best] ?? 0) - x)) best = i;
    });
    setHover(xs.length ? best : null);
  };
  const hx = hover === null ? null : xs[hover];
  const hy = hover === null ? null : ys[hover];

  return (
    <div ref={box} className="w-full">
      <svg width={width} height={height} role="img" aria-label={label} className="block touch-pan-y select-none" onPointerMove={onMove} onPointerLeave={() => setHover(null)}>
        {yTicks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={PAD.left + plotW} y1={sy(t)} y2={sy(t)} className="stroke-slate-200" />
            <text x={PAD.left - 6} y={sy(t) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {formatY(t)}
            </text>
          </g>
        ))}
        {xTicks.map((t, i) => (
          <text key={i} x={sx(t)} y={height - 6} textAnchor={i === 0 ? 'start' : i === 4 ? 'end' : 'middle'} className="fill-slate-500 text-[11px]">
            {formatX(t)}
          </text>
        ))}
        {marks.map((m, i) => (
          <g key={`${m.x}-${i}`} data-mark={m.x}>
            <line x1={sx(m.x)} x2={sx(m.x)} y1={PAD.top - 4} y2={PAD.top + plotH} className="stroke-amber-500" strokeDasharray="3 3" />
            <text x={sx(m.x) + 3} y={PAD.top - 8} className="fill-amber-700 text-[11px] font-semibold">
              {i + 1}
            </text>
          </g>
        ))}
        <path d={path} fill="none" className="stroke-accent-600" strokeWidth="2.5" strokeLinejoin="round" />
        {dots && xs.map((x, i) => <circle key={x} cx={sx(x)} cy={sy(ys[i] ?? 0)} r="3.5" className="fill-accent-600" />)}
        {hx !== null && hx !== undefined && hy !== null && hy !== undefined && (
          <g>
            <line x1={sx(hx)} x2={sx(hx)} y1={PAD.top} y2={PAD.top + plotH} className="stroke-slate-400" />
            <circle cx={sx(hx)} cy={sy(hy)} r="4" className="fill-white stroke-accent-700" strokeWidth="2" />
            <text x={Math.min(Math.max(sx(hx), PAD.left + 40), PAD.left + plotW - 40)} y={PAD.top + 12} textAnchor="middle" className="fill-slate-900 text-[12px] font-bold">
              {formatX(hx)} · {formatY(hy)}
            </text>
          </g>
        )}
      </svg>
    </div>
  );
}
