import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { HeldSegment, HeldSegments, LaneSegment } from '../../http/prepared-segments.ts';
import type { MediaSigner } from './media.ts';
import type { MediaStore } from './media-store.ts';
import type { ServedSegments } from './served-segments.ts';

/** Segment files kept in memory, in all up to this many bytes (a lecture's segments are fetched by every viewer). */
const CACHE_BYTES = 128 * 1024 * 1024;
const LC_NO = /^[1-9]\d{0,8}$/;
const NAME = /^[a-z0-9_-]{1,40}$/;
const RENDITION = /^[a-z0-9]{1,16}$/;
/** Headers of an ordinary answer that belong to one request or one body. */
const PER_ANSWER = new Set(['x-request-id', 'content-length']);

type SegmentParams = { lc_no: string; token: string; rendition: string; name: string };

interface Held extends HeldSegment {
  /** What the lane writes before the body (made on the first answer through the lane). */
  headers: string[] | undefined;
  dropped: boolean;
}

/**
 * The hot path of a video school (issue 32): a segment is answered after a signature check in memory (MediaSigner),
 * from a Buffer kept here, with headers prepared once. No query, no session look-up, no promise once the file is
 * held: the session, the stream and the access rule are checked on the playlist and key requests instead, and a
 * segment is useless without its key (AES-128, docs/decisions/082). Once a file is held and one answer went the
 * ordinary way (its headers learnt), the segment lane (http/prepared-segments.ts) answers the same link before
 * Fastify's router, from the same Buffer, after the same check.
 */
export class SegmentServer implements HeldSegments {
  private readonly files = new Map<string, Held>();
  private bytes = 0;
  /** Public: the body is encrypted, and the same URL always names the same bytes. Kept at most as long as the link lives. */
  private readonly headers: Record<string, string>;
  /** Every header of an ordinary segment answer but the request's id and the length (learnt from the first one). */
  private laneBase: string[] | undefined;

  constructor(
    private readonly signer: MediaSigner,
    private readonly store: MediaStore,
    private readonly served: Pick<ServedSegments, 'note'>,
  ) {
    this.headers = { 'content-type': 'video/mp4', 'cache-control': `public, max-age=${signer.ttl}, immutable` };
  }

  /** Held first in, first out: a hit costs one look-up (no reordering); a lecture watched now is fetched again soon. */
  private keep(id: string, body: Buffer): void {
    if (body.length > CACHE_BYTES / 8 || this.files.has(id)) return;
    this.files.set(id, { body, headers: undefined, dropped: false });
    this.bytes += body.length;
    for (const [k, v] of this.files) {
      if (this.bytes <= CACHE_BYTES) break;
      this.files.delete(k);
      v.dropped = true;
      this.bytes -= v.body.length;
    }
  }

  /** The file a signed link names when it is held and the link is valid now, with the link's expiry (epoch ms). */
  held(lcNo: number, token: string, file: string): LaneSegment | null {
    const base = this.laneBase;
    const checked = base && this.signer.check(token, lcNo);
    if (!base || !checked) return null;
    const held = this.files.get(`${checked.grant.mediaKey}\0${file}`);
    if (!held) return null;
    this.served.note(checked.grant.memberId, lcNo, checked.grant.mediaKey, file);
    held.headers ??= [...base, 'content-length', String(held.body.length)];
    return { segment: held, headers: held.headers, expMs: checked.expMs };
  }

  /** The headers this answer has now, for the lane: the same names and values, without the per-answer ones. */
  private learn(reply: FastifyReply): void {
    const base: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined && !PER_ANSWER.has(name)) base.push(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    this.laneBase = base;
  }

  /** A route handler for `…/:rendition/:name.m4s` and `…/:rendition/:name.mp4`. */
  handler(extension: 'm4s' | 'mp4') {
    return (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
      const p = request.params as SegmentParams;
      if (!LC_NO.test(p.lc_no) || !RENDITION.test(p.rendition) || !NAME.test(p.name)) throw new AppError('MEDIA_LINK_INVALID');
      const grant = this.signer.verify(p.token, Number(p.lc_no));
      if (!grant) throw new AppError('MEDIA_LINK_INVALID');
      const file = `${p.rendition}/${p.name}.${extension}`;
      const id = `${grant.mediaKey}\0${file}`;
      const held = this.files.get(id);
      if (request.method === 'GET') this.served.note(grant.memberId, Number(p.lc_no), grant.mediaKey, file);
      if (held) {
        reply.headers(this.headers);
        if (this.laneBase === undefined && request.method === 'GET') this.learn(reply);
        reply.send(held.body);
        return undefined;
      }
      return this.store.read(grant.mediaKey, file).then((found) => {
        if (!found) throw new AppError('MEDIA_NOT_READY');
        this.keep(id, found.body);
        reply.headers(this.headers);
        if (this.laneBase === undefined && request.method === 'GET') this.learn(reply);
        reply.send(found.body);
      });
    };
  }
}
