import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pickEncoding, type Encoding, type PreparedBody } from './json-body.ts';

/** How long an address is answered from the lane before one request takes the ordinary path again. */
const LANE_TTL_MS = 1000;
/** Addresses are open-ended (query strings); past this many the lane starts over rather than grow. */
const MAX_ADDRESSES = 10_000;
/** Headers of the ordinary answer that belong to one request, or that the lane writes per variant. */
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'content-encoding', 'etag']);

/** Counts one answer of the lane in the request metrics (metrics.ts), with no per-request work. */
export type Recorder = (status: number) => () => void;

type Variant = { status: 200; headers: string[]; body: Buffer } | { status: 304; headers: string[]; body: undefined };

interface Entry {
  body: PreparedBody;
  until: number;
  /** One request was let through to the ordinary path to refresh this entry (see `answer`). */
  refreshing: boolean;
  base: [string, string][];
  variants: Map<Encoding | null, { ok: Variant; notModified?: Variant; etag?: string }>;
  count: () => void;
  countNotModified: () => void;
}

/**
 * The fast lane (decision 085): an answer a cache holds, the same for every anonymous client, is written again for
 * the same address straight from its prepared bytes and prepared headers, before Fastify's router, hooks and reply
 * pipeline — no rendering, no serialization, no string assembly, no hashing, no compression per request.
 *
 * It is filled by the one reply path (reply.ts `sendBody`): the first anonymous GET of an address goes the ordinary
 * way (validation, limits, security headers, the route), and its headers are kept for the next ones. An address
 * leaves the lane when its cache drops the body (`retired`: a change arrived). After a second one request takes the
 * ordinary path again, so anything it checks on its own clock (a trading day, a rebuilt index.html) is checked at
 * least that often; the others are answered from the lane meanwhile — letting every request through at that moment
 * sent the 32 in flight down the ordinary path at once each second, the pages' p99 tail (issue 27). An entry that
 * one second more did not refresh (the ordinary path answered otherwise) leaves the lane.
 * Requests with credentials (`Authorization`) and anything but GET always take the ordinary path.
 */
export class PreparedAnswers {
  private readonly entries = new Map<string, Entry>();
  private open = true;

  constructor(private readonly record?: (route: string) => Recorder) {}

  /** Answers the request when the lane holds its address; false to let Fastify answer it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const entry = this.entries.get(req.url!);
    if (entry === undefined || req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    if (entry.body.retired) {
      this.entries.delete(req.url!);
      return false;
    }
    if (entry.until < Date.now()) {
      if (!entry.refreshing) {
        entry.refreshing = true;
        return false;
      }
      if (entry.until + LANE_TTL_MS < Date.now()) {
        this.entries.delete(req.url!);
        return false;
      }
    }
    const encoding = entry.body.compressible ? pickEncoding(req.headers['accept-encoding']) : null;
    const variant = entry.variants.get(encoding) ?? this.variant(entry, encoding);
    const match = variant.etag !== undefined && req.headers['if-none-match'] === variant.etag;
    const { status, headers, body } = match ? variant.notModified! : variant.ok;
    res.writeHead(status, headers);
    res.end(body);
    (match ? entry.countNotModified : entry.count)();
    return true;
  }

  /** Called by the one reply path after it answered `request` from `body` with the headers now on `reply`. */
  keep(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): void {
    if (!this.open || request.method !== 'GET' || request.headers.authorization !== undefined) return;
    if (!body.held || body.retired || reply.statusCode !== 200) return;
    const base: [string, string][] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_REQUEST.has(name)) base.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    }
    if (this.entries.size >= MAX_ADDRESSES) this.entries.clear();
    const record = this.record?.(request.routeOptions.url ?? 'unmatched');
    const none = () => {};
    this.entries.set(request.url, {
      body,
      until: Date.now() + LANE_TTL_MS,
      refreshing: false,
      base,
      variants: new Map(),
      count: record?.(200) ?? none,
      countNotModified: record?.(304) ?? none,
    });
  }

  /** Nothing more is answered from the lane (the server is closing: Fastify answers 503 from now on). */
  close(): void {
    this.open = false;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The headers and bytes of one encoding, made on its first request and reused for the address's life. */
  private variant(entry: Entry, encoding: Encoding | null) {
    const { body } = entry;
    const bytes = encoding ? body.encoded(encoding) : body.raw;
    const etag = body.etagOf(encoding);
    const flat = entry.base.flat();
    if (encoding) flat.push('content-encoding', encoding);
    if (etag) flat.push('etag', etag);
    const variant = {
      ok: { status: 200 as const, headers: [...flat, 'content-length', String(bytes.length)], body: bytes },
      notModified: etag ? { status: 304 as const, headers: flat, body: undefined } : undefined,
      etag,
    };
    entry.variants.set(encoding, variant);
    return variant;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fast lane of this app (app.ts), filled by reply.ts `sendBody`. */
    preparedAnswers?: PreparedAnswers;
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same timeouts), with the lane in front of its
 * handler. `inject` (tests, the page renderer's own API calls) goes straight to Fastify's handler, never the lane.
 */
export function laneServer(lane: PreparedAnswers, segments?: { answer: PreparedAnswers['answer'] }) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void, options: FastifyServerOptions): Server => {
    const server = createServer((req, res) => {
      // Signed segments first (prepared-segments.ts): the most frequent request of all, and never a prepared answer.
      if (!segments?.answer(req, res) && !lane.answer(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
