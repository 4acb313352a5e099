import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaSigner } from './media.ts';
import { MediaStore } from './media-store.ts';
import { SegmentServer } from './segments.ts';
import { errorHandler } from '../../http/error-handler.ts';
import { laneServer, PreparedAnswers } from '../../http/prepared.ts';
import { SegmentLane } from '../../http/prepared-segments.ts';

// The segment lane (issue 32): a held segment under a valid link is written before Fastify's router, and answers
// exactly as the ordinary route does; whatever the lane does not hold is the ordinary route's to answer.
let root: string;
let app: FastifyInstance;
let base: string;
let now = Date.UTC(2026, 0, 1);
let lane: SegmentLane;
let signer: MediaSigner;
const counted: string[] = [];
const segment = Buffer.alloc(70_000, 7);
const init = Buffer.from('init section');

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'school-segments-'));
  await fs.mkdir(path.join(root, 'samples/a/360p'), { recursive: true });
  await fs.writeFile(path.join(root, 'samples/a/360p/seg000.m4s'), segment);
  await fs.writeFile(path.join(root, 'samples/a/360p/init.mp4'), init);
  signer = new MediaSigner('k'.repeat(32), 600, () => now);
  const segments = new SegmentServer(signer, new MediaStore(root), { note: () => undefined });
  lane = new SegmentLane((route) => (status) => () => counted.push(`${status} ${route}`), () => now);
  // Keep-alive sockets of fetch are closed with the app (an idle one held close() past the hook timeout on a busy CI).
  app = Fastify({ serverFactory: laneServer(new PreparedAnswers(), lane), forceCloseConnections: true });
  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
    done();
  });
  app.get('/api/media/hls/:lc_no/:token/:rendition/:name.m4s', segments.handler('m4s'));
  app.get('/api/media/hls/:lc_no/:token/:rendition/:name.mp4', segments.handler('mp4'));
  lane.serve(segments);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await fs.rm(root, { recursive: true, force: true });
});

const link = (lcNo = 4, memberId = 1) => `/api/media/hls/${lcNo}/${signer.sign({ memberId, streamId: 'AAAAAAAAAAAAAAAA', mediaKey: 'samples/a' }, lcNo).token}`;
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => fetch(base + url, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const fromLane = (res: Response) => res.headers.get('x-request-id') === null;
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date', 'keep-alive', 'connection'].includes(name)));

describe('segment lane', () => {
  it('answers a link again before the router with the same bytes and headers, counted under the route', async () => {
    counted.length = 0;
    const url = `${link()}/360p/seg000.m4s`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(fromLane(first)).toBe(false);
    const firstBody = await bytes(first);
    const second = await get(url);
    expect(fromLane(second)).toBe(true);
    expect((await bytes(second)).equals(firstBody)).toBe(true);
    expect(firstBody.equals(segment)).toBe(true);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('cache-control')).toBe('public, max-age=600, immutable');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(counted).toEqual(['200 /api/media/hls/:lc_no/:token/:rendition/:name.m4s']);
    // Another member's link to the same held file: its own check, then the lane.
    const other = `${link(4, 2)}/360p/seg000.m4s`;
    expect(fromLane(await get(other))).toBe(true);
    // The initialisation section, once held, likewise (its own length, counted under its route).
    const initUrl = `${link()}/360p/init.mp4`;
    await get(initUrl);
    const again = await get(initUrl);
    expect(fromLane(again)).toBe(true);
    expect(again.headers.get('content-length')).toBe(String(init.length));
    expect((await bytes(again)).equals(init)).toBe(true);
    expect(counted.at(-1)).toBe('200 /api/media/hls/:lc_no/:token/:rendition/:name.mp4');
  });

  it('stops at the link expiry: the next request gets the ordinary 3012', async () => {
    const url = `${link()}/360p/seg000.m4s`;
    await get(url);
    expect(fromLane(await get(url))).toBe(true);
    const saved = now;
    now += 601_000;
    try {
      const expired = await get(url);
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { code: string }).code).toBe('3012');
    } finally {
      now = saved;
    }
  });

  it('leaves a forged link, another lecture, a missing file, HEAD, Range and odd addresses to the ordinary route', async () => {
    const valid = link();
    await get(`${valid}/360p/seg000.m4s`);
    const forged = valid.replace(/.{22}$/, 'AAAAAAAAAAAAAAAAAAAAAA');
    const refused = await get(`${forged}/360p/seg000.m4s`);
    expect(refused.status).toBe(403);
    expect(fromLane(refused)).toBe(false);
    expect(((await refused.json()) as { code: string }).code).toBe('3012');
    // Signed for lecture 4, asked under lecture 5.
    expect((await get(`${valid.replace('/hls/4/', '/hls/5/')}/360p/seg000.m4s`)).status).toBe(403);
    const missing = await get(`${valid}/360p/seg999.m4s`);
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([404, '3013']);
    const head = await get(`${valid}/360p/seg000.m4s`, {}, 'HEAD');
    expect([head.status, fromLane(head), head.headers.get('content-length')]).toEqual([200, false, String(segment.length)]);
    // Ranges are not served in parts (the route never did): the whole file, as before.
    const ranged = await get(`${valid}/360p/seg000.m4s`, { range: 'bytes=0-99' });
    expect([ranged.status, fromLane(ranged), (await bytes(ranged)).length]).toEqual([200, false, segment.length]);
    const query = await get(`${valid}/360p/seg000.m4s?x=1`);
    expect([query.status, fromLane(query)]).toEqual([200, false]);
  });

  it('answers nothing once closed (the server is going down)', async () => {
    const url = `${link()}/360p/seg000.m4s`;
    await get(url);
    expect(lane.size).toBeGreaterThan(0);
    lane.close();
    expect(lane.size).toBe(0);
    expect(fromLane(await get(url))).toBe(false);
  });
});
