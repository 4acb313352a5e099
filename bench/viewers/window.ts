/** One measuring window of the viewers bench: what the viewers saw and what the servers spent meanwhile. */
import { cpuSeconds, loadAverage, percentile, rssMb } from './proc.ts';
import type { Stage } from './stage.ts';
import { Recorder, type Kind } from './viewer.ts';

export interface WindowFigures {
  viewers: number;
  seconds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  /** Requests of each kind answered in the window. */
  counts: Partial<Record<Kind, number>>;
  p50Ms: Partial<Record<Kind, number>>;
  p99Ms: Partial<Record<Kind, number>>;
  /** API processes' CPU seconds per second (1 = one core busy), each. */
  apiCores: number[];
  postgresCores: number;
  rssMb: number[];
  statementsPerSecond: number;
  bytesPerSecond: number;
  loadAverage: number[];
}

/** Starts a window: swap in a fresh recorder, note the counters; `end()` gives the figures. */
export async function openWindow(stage: Stage, viewers: () => number, setRecorder: (r: Recorder) => void) {
  const recorder = new Recorder();
  setRecorder(recorder);
  const startedAt = performance.now();
  const cpu0 = stage.apis.map((a) => cpuSeconds(a.pid));
  const statements0 = stage.apis.reduce((n, a) => n + a.statements(), 0);
  const backends = await stage.backendPids();
  const pgCpu0 = backends.map(cpuSeconds);
  return {
    end: (): WindowFigures => {
      const seconds = (performance.now() - startedAt) / 1000;
      const round = (x: number, d = 3) => Number(x.toFixed(d));
      const p = (q: number) => Object.fromEntries([...recorder.latencies].map(([k, l]) => [k, percentile(l, q)])) as Partial<Record<Kind, number>>;
      // A backend that ended during the window is left out (its last ticks are lost): the figure is a floor.
      const pgCpu = backends.reduce((n, pid, i) => n + Math.max(0, cpuSeconds(pid) - pgCpu0[i]!), 0);
      return {
        viewers: viewers(),
        seconds: round(seconds, 1),
        requests: recorder.requests,
        errors: recorder.errors,
        errorSamples: recorder.errorSamples,
        counts: Object.fromEntries([...recorder.latencies].map(([k, l]) => [k, l.length])),
        p50Ms: p(50),
        p99Ms: p(99),
        apiCores: stage.apis.map((a, i) => round((cpuSeconds(a.pid) - cpu0[i]!) / seconds)),
        postgresCores: round(pgCpu / seconds),
        rssMb: stage.apis.map((a) => rssMb(a.pid)),
        statementsPerSecond: round((stage.apis.reduce((n, a) => n + a.statements(), 0) - statements0) / seconds, 1),
        bytesPerSecond: Math.round(recorder.bytes / seconds),
        loadAverage: loadAverage(),
      };
    },
  };
}
