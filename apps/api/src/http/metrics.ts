import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { notFoundHandler } from './error-handler.ts';

// Our reads answer in about a millisecond; payments and sign-ins take tens to hundreds.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

interface DurationSeries {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative); past the last bound they are counted in `count` only. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds` in plain arrays, read by the registry like any prom-client metric. It runs on
 * every request: prom-client's Histogram hashes the label object of each observation, even through a labelled
 * child, which cost several per cent of a cached read (issue 13).
 */
class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Requests by route, method and status, with their duration';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, DurationSeries>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const series = this.seriesOf(method, route, status);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
    if (bucket < DURATION_BUCKETS.length) series.buckets[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** Counts answers of the fast lane (prepared.ts), written in well under the first bucket's bound. */
  counter(method: string, route: string, status: number): () => void {
    const series = this.seriesOf(method, route, status);
    return () => {
      series.buckets[0]! += 1;
      series.count += 1;
    };
  }

  private seriesOf(method: string, route: string, status: number): DurationSeries {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    return series;
  }

  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let below = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        below += buckets[i]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le }, value: below });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values });
  }

  reset(): void {
    this.series.clear();
  }
}

/**
 * Prometheus figures of one API process (issue 17): requests per route with their latency,
 * the database pool's connections and waiting clients, and Node's own (event-loop lag, memory,
 * GC). Each process has its own registry; the scraper asks every process.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new RequestDurations();

  constructor(pool: pg.Pool) {
    this.registry.registerMetric(this.requests as unknown as Parameters<Registry['registerMetric']>[0]);
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: open (total), idle, and clients waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /** Called once per answered request (from the request log controller, so no extra hook runs). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    // The route pattern, never the raw path: one series per route, not per course or stock code.
    this.requests.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  }

  /** The counters of a route's answers from the fast lane (prepared.ts), by status. */
  laneRecorder(route: string): (status: number) => () => void {
    return (status) => this.requests.counter('GET', route, status);
  }
}

/** Addresses and networks (`10.0.0.0/8`) allowed to read /metrics. */
export function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function allowed(list: BlockList, ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIPv4(v4) ? list.check(v4, 'ipv4') : list.check(ip, 'ipv6');
}

/**
 * GET /metrics in the Prometheus text format. Any other address gets the ordinary 404, so the
 * endpoint does not reveal itself; `request.ip` follows TRUST_PROXY, so a proxy's own address
 * does not open it to every client behind it.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, allow: string[]): void {
  const list = allowList(allow);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(list, request.ip)) return notFoundHandler(request, reply);
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}
