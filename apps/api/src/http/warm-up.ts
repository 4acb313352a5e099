/**
 * No cold start (issue 49 item 3, decision 117): once listening, and before /readyz says ready, the process asks
 * itself over loopback for what first visitors ask for — home, the course list page, the course list and menu
 * reads, and the course pages of the list's first page — each several times, plain and compressed, in parallel.
 * The first ask of an address renders and prepares it (through the router and its limiter once); the rest run the
 * prepared answers' lane, so its code is compiled before real traffic comes. It gives up after WARM_UP_MS: readiness
 * is never held back by it for long.
 */
import type { ReadinessCheck } from './readiness.ts';

const ROUNDS = 40;
const PARALLEL = 4;
const WARM_UP_MS = 5000;
const ENCODINGS: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }];

export class WarmUp {
  private done = false;

  constructor(
    private readonly rounds = ROUNDS,
    private readonly budgetMs = WARM_UP_MS,
  ) {}

  readonly check: ReadinessCheck = {
    name: 'warm-up',
    check: () => (this.done ? Promise.resolve() : Promise.reject(new Error('warming up'))),
  };

  /** Warms the process listening at `base`; readiness passes afterwards whatever happened. */
  async run(base: string, log: { warn: (msg: string) => void }): Promise<void> {
    const deadline = Date.now() + this.budgetMs;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { headers, signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      return res.text();
    };
    try {
      const list = JSON.parse(await get('/api/course/list?page=1&size=20')) as { data?: { list?: { course_sn: number }[] } };
      const paths = ['/', '/course', '/api/comm/menu', '/api/course/list?page=1&size=20', ...(list.data?.list ?? []).map((c) => `/course/${c.course_sn}`)];
      for (let round = 0; round < this.rounds && Date.now() < deadline; round++) {
        for (const headers of ENCODINGS) await Promise.all(paths.map((p) => Promise.all(Array.from({ length: round === 0 ? 1 : PARALLEL }, () => get(p, headers)))));
      }
    } catch (err) {
      log.warn(`warm-up stopped early: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.done = true;
    }
  }
}
