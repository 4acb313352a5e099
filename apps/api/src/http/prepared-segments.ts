import type { IncomingMessage, ServerResponse } from 'node:http';
import { playApi } from '@school/contracts/endpoints';
import type { Recorder } from './prepared.ts';

/** A segment file held in memory (play/segments.ts). */
export interface HeldSegment {
  readonly body: Buffer;
  /** Dropped from memory (the cache was full): the lane lets go of it and asks again. */
  readonly dropped: boolean;
}

/** What the lane keeps for one address: the file, the headers of its answers, and until when the link is valid. */
export interface LaneSegment {
  readonly segment: HeldSegment;
  readonly headers: string[];
  readonly expMs: number;
}

/** The segment server as the lane sees it: a synchronous look-up, null for anything it should not answer. */
export interface HeldSegments {
  held(lcNo: number, token: string, file: string): LaneSegment | null;
}

/** The two segment routes (play.routes.ts), by extension: their metrics series. */
export const SEGMENT_ROUTES = {
  m4s: playApi.hlsSegmentM4s.path,
  mp4: playApi.hlsSegmentMp4.path,
} as const;

const PREFIX = playApi.hlsMaster.path.slice(0, playApi.hlsMaster.path.indexOf(':'));
/** The canonical form only (no query, no escapes, no extra slashes): anything else is Fastify's to answer. */
const SEGMENT = /^\/api\/media\/hls\/([1-9]\d{0,8})\/([A-Za-z0-9._-]{1,500})\/([a-z0-9]{1,16}\/[a-z0-9_-]{1,40}\.(m4s|mp4))$/;
/** Links remembered; past this many the lane starts over rather than grow (each is a member's stream). */
const MAX_ADDRESSES = 50_000;

/**
 * The segment lane (issue 32, decision 082): a signed segment whose file is held in memory is written straight from
 * its Buffer with the headers the ordinary answer had, before Fastify's router, hooks and reply pipeline — a video
 * school's hottest request costs what a prepared page costs (decision 085's lane, which this one sits beside).
 *
 * The check is the ordinary one: the link's signature and expiry (MediaSigner, in memory). An address whose link is
 * valid and whose file is held is remembered with the link's expiry, so a player's next request for it is one map
 * look-up; at the expiry it leaves, and the next request gets the ordinary answer (`3012`). Anything the lane does
 * not hold — the first request of a file (read from storage), an invalid or forged link (its error code), HEAD, a
 * Range request, a query string or an escaped path — goes to Fastify, which answers as it always did. Answers are
 * counted in `http_request_duration_seconds` under the segment route like any other; as with the other lane they
 * carry no `x-request-id` (no log line exists for a successful segment at the production level).
 */
export class SegmentLane {
  private readonly addresses = new Map<string, LaneSegment>();
  private segments: HeldSegments | undefined;
  private readonly count: Record<'m4s' | 'mp4', () => void>;

  constructor(
    record?: (route: string) => Recorder,
    private readonly now: () => number = Date.now,
  ) {
    const none = () => {};
    this.count = { m4s: record?.(SEGMENT_ROUTES.m4s)(200) ?? none, mp4: record?.(SEGMENT_ROUTES.mp4)(200) ?? none };
  }

  /** Starts answering from `segments` (the app's SegmentServer, made after the HTTP server). */
  serve(segments: HeldSegments): void {
    this.segments = segments;
  }

  /** Nothing more is answered here (the server is closing). */
  close(): void {
    this.segments = undefined;
    this.addresses.clear();
  }

  get size(): number {
    return this.addresses.size;
  }

  /** Answers the request when it is a held segment under a valid link; false to let Fastify answer it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url!;
    if (!url.startsWith(PREFIX) || req.method !== 'GET' || this.segments === undefined || req.headers.range !== undefined) return false;
    const known = this.addresses.get(url) ?? this.learn(url);
    if (known === undefined) return false;
    if (known.expMs <= this.now() || known.segment.dropped) {
      this.addresses.delete(url);
      return false;
    }
    res.writeHead(200, known.headers);
    res.end(known.segment.body);
    this.count[url.endsWith('4s') ? 'm4s' : 'mp4']();
    return true;
  }

  private learn(url: string): LaneSegment | undefined {
    const m = SEGMENT.exec(url);
    const found = m && this.segments!.held(Number(m[1]), m[2]!, m[3]!);
    if (!found) return undefined;
    if (this.addresses.size >= MAX_ADDRESSES) this.addresses.clear();
    this.addresses.set(url, found);
    return found;
  }
}
