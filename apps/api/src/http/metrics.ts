import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { notFoundHandler } from './error-handler.ts';

/**
 * Prometheus figures of one API process (issue 17): requests per route with their latency,
 * the database pool's connections and waiting clients, and Node's own (event-loop lag, memory,
 * GC). Each process has its own registry; the scraper asks every process.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by route, method and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    // Our reads answer in about a millisecond; payments and sign-ins take tens to hundreds.
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });

  constructor(pool: pg.Pool) {
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

  /** One series per method, route and status, looked up by a plain string (prom-client hashes label objects). */
  private readonly series = new Map<string, { observe: (seconds: number) => void }>();

  /** Called once per answered request (from the request log controller, so no extra hook runs). */
  observe(request: FastifyRequest, reply: FastifyReply): void {
    // The route pattern, never the raw path: one series per route, not per course or stock code.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = this.requests.labels({ method: request.method, route, status: String(reply.statusCode) });
      this.series.set(key, series);
    }
    series.observe(reply.elapsedTime / 1000);
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
