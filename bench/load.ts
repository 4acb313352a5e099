import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function load(url: string, target: Target, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: url + target.path,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Measures a route beside the same server's constant-JSON route, alternating
 * rounds so that drift in the machine's speed hits both alike. Figures are the
 * median over rounds; the ratio compares throughput.
 */
export async function compare(url: string, subject: Target, baseline: Target, connections: number, rounds = 3, seconds = 5) {
  await load(url, subject, connections, 2);
  await load(url, baseline, connections, 2);
  const s: LoadFigures[] = [];
  const b: LoadFigures[] = [];
  for (let i = 0; i < rounds; i++) {
    s.push(await load(url, subject, connections, seconds));
    b.push(await load(url, baseline, connections, seconds));
  }
  const summary = (runs: LoadFigures[]) => ({
    requestsPerSec: Math.round(median(runs.map((r) => r.requestsPerSec))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    worstP99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    errors: runs.reduce((n, r) => n + r.errors + r.non2xx, 0),
  });
  const subjectSummary = summary(s);
  const baselineSummary = summary(b);
  return {
    connections,
    rounds,
    secondsPerRound: seconds,
    subject: { name: subject.name, path: subject.path, ...subjectSummary },
    baseline: { name: baseline.name, path: baseline.path, ...baselineSummary },
    ratio: Number((subjectSummary.requestsPerSec / baselineSummary.requestsPerSec).toFixed(3)),
  };
}
