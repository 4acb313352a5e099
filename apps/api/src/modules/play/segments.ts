import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { MediaSigner } from './media.ts';
import type { MediaStore } from './media-store.ts';

/** Segment files kept in memory, in all up to this many bytes (a lecture's segments are fetched by every viewer). */
const CACHE_BYTES = 128 * 1024 * 1024;
const LC_NO = /^[1-9]\d{0,8}$/;
const NAME = /^[a-z0-9_-]{1,40}$/;
const RENDITION = /^[a-z0-9]{1,16}$/;

type SegmentParams = { lc_no: string; token: string; rendition: string; name: string };

/**
 * The hot path of a video school (issue 32): a segment is answered after a signature check in memory (MediaSigner),
 * from a Buffer kept here, with headers prepared once. No query, no session look-up, no promise once the file is
 * held: the session, the stream and the access rule are checked on the playlist and key requests instead, and a
 * segment is useless without its key (AES-128, docs/decisions/082).
 */
export class SegmentServer {
  private readonly files = new Map<string, Buffer>();
  private bytes = 0;
  /** Public: the body is encrypted, and the same URL always names the same bytes. Kept at most as long as the link lives. */
  private readonly headers: Record<string, string>;

  constructor(
    private readonly signer: MediaSigner,
    private readonly store: MediaStore,
  ) {
    this.headers = { 'content-type': 'video/mp4', 'cache-control': `public, max-age=${signer.ttl}, immutable` };
  }

  /** Held first in, first out: a hit costs one look-up (no reordering); a lecture watched now is fetched again soon. */
  private keep(id: string, body: Buffer): void {
    if (body.length > CACHE_BYTES / 8 || this.files.has(id)) return;
    this.files.set(id, body);
    this.bytes += body.length;
    for (const [k, v] of this.files) {
      if (this.bytes <= CACHE_BYTES) break;
      this.files.delete(k);
      this.bytes -= v.length;
    }
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
      if (held) {
        reply.headers(this.headers).send(held);
        return undefined;
      }
      return this.store.read(grant.mediaKey, file).then((found) => {
        if (!found) throw new AppError('MEDIA_NOT_READY');
        this.keep(id, found.body);
        reply.headers(this.headers).send(found.body);
      });
    };
  }
}
