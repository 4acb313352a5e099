/**
 * The load's HTTP client: every request is timed and classified under the fault window it was sent in,
 * so the report can say what each fault did. A request that takes longer than HANG_MS is a hang.
 */

export const HANG_MS = 15_000;
const XSRF = 'scale-xsrf-token';

export type Outcome = 'ok' | 'refused' | 'envelope5xx' | 'other5xx' | 'network' | 'hang';

export interface Answer<T> {
  outcome: Outcome;
  status: number;
  code: string | null;
  data: T | null;
}

interface RouteStats {
  latencies: number[];
  outcomes: Record<Outcome, number>;
}

/** Everything the load saw, by route and by window (`steady` or the name of a fault). */
export class Recorder {
  readonly routes = new Map<string, RouteStats>();
  readonly windows = new Map<string, Record<Outcome, number>>();
  readonly samples: string[] = [];
  /** Refusals (an envelope other than 0000 below 500) by route and code. */
  readonly refusals = new Map<string, number>();
  /** Latencies by window, for the p99 during each fault (a rolling restart must not slow the members down much). */
  readonly windowLatencies = new Map<string, number[]>();
  window = 'steady';

  record(route: string, ms: number, outcome: Outcome, detail: string) {
    let r = this.routes.get(route);
    if (!r) this.routes.set(route, (r = { latencies: [], outcomes: zero() }));
    r.latencies.push(ms);
    r.outcomes[outcome]++;
    let w = this.windows.get(this.window);
    if (!w) this.windows.set(this.window, (w = zero()));
    w[outcome]++;
    let l = this.windowLatencies.get(this.window);
    if (!l) this.windowLatencies.set(this.window, (l = []));
    l.push(ms);
    if (outcome === 'refused') this.refusals.set(`${route} → ${detail}`, (this.refusals.get(`${route} → ${detail}`) ?? 0) + 1);
    // Keep a few examples of anything that is not an ordinary answer, to print.
    if (outcome !== 'ok' && outcome !== 'refused' && this.samples.length < 40) this.samples.push(`[${this.window}] ${route}: ${outcome} ${detail}`);
  }

  total(): number {
    let n = 0;
    for (const r of this.routes.values()) n += r.latencies.length;
    return n;
  }
}

const zero = (): Record<Outcome, number> => ({ ok: 0, refused: 0, envelope5xx: 0, other5xx: 0, network: 0, hang: 0 });

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One member's session against the proxy. */
export class Client {
  access = '';
  refresh = '';

  constructor(
    private readonly base: string,
    private readonly recorder: Recorder,
  ) {}

  async call<T>(route: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.access) headers.authorization = `Bearer ${this.access}`;
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(this.base + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(HANG_MS),
      });
      status = res.status;
      const text = await res.text();
      const ms = performance.now() - started;
      let envelope: { code?: unknown; data?: unknown } | null = null;
      try {
        envelope = JSON.parse(text) as { code?: unknown; data?: unknown };
      } catch {
        envelope = null;
      }
      const code = typeof envelope?.code === 'string' ? envelope.code : null;
      const outcome: Outcome = code === '0000' ? 'ok' : status >= 500 ? (code ? 'envelope5xx' : 'other5xx') : code ? 'refused' : 'other5xx';
      this.recorder.record(route, ms, outcome, `${status} ${code ?? text.slice(0, 80)}`);
      return { outcome, status, code, data: code === '0000' ? ((envelope?.data ?? null) as T) : null };
    } catch (err) {
      const ms = performance.now() - started;
      const hang = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      this.recorder.record(route, ms, hang ? 'hang' : 'network', err instanceof Error ? `${err.name}: ${err.message}` : String(err));
      return { outcome: hang ? 'hang' : 'network', status, code: null, data: null };
    }
  }

  /** A media file (no envelope): 200 with a body is ordinary. Returns the body. */
  async file(route: string, path: string): Promise<string | null> {
    const started = performance.now();
    try {
      const res = await fetch(this.base + path, { signal: AbortSignal.timeout(HANG_MS) });
      const text = await res.text();
      const enveloped = /^\{"code":"\d{4}"/.test(text);
      const outcome: Outcome = res.status === 200 && text.length > 0 ? 'ok' : res.status >= 500 ? (enveloped ? 'envelope5xx' : 'other5xx') : 'refused';
      this.recorder.record(route, performance.now() - started, outcome, `${res.status} ${text.slice(0, 80)}`);
      return outcome === 'ok' ? text : null;
    } catch (err) {
      const hang = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      this.recorder.record(route, performance.now() - started, hang ? 'hang' : 'network', String(err));
      return null;
    }
  }

  /** The sandbox window's 승인: a redirect carrying the payment key (no envelope). */
  async approve(orderId: string): Promise<string | null> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.base}/api/payment/sandbox/window/${orderId}/decide?action=approve&successUrl=/s&failUrl=/f`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await res.text();
      const key = new URL(res.headers.get('location') ?? '/', this.base).searchParams.get('paymentKey');
      // Without a redirect the window answered with an envelope (the API's errors) or something else.
      const enveloped = /^\{"code":"\d{4}"/.test(text);
      const outcome: Outcome = key ? 'ok' : res.status >= 500 ? (enveloped ? 'envelope5xx' : 'other5xx') : 'refused';
      this.recorder.record('GET sandbox window approve', performance.now() - started, outcome, `${res.status} ${text.slice(0, 80)}`);
      return key;
    } catch (err) {
      const hang = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      this.recorder.record('GET sandbox window approve', performance.now() - started, hang ? 'hang' : 'network', String(err));
      return null;
    }
  }
}
