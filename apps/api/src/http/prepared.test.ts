import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonBody } from './json-body.ts';
import { PreparedAnswers } from './prepared.ts';

const URL = '/api/course/list?p_ca_sn=100';

/** A request as Node hands it to the lane, and the answer the lane wrote (if it answered). */
function ask(lane: PreparedAnswers) {
  const written: { status?: number; body?: Buffer } = {};
  const req = { url: URL, method: 'GET', headers: {} } as IncomingMessage;
  const res = {
    writeHead: (status: number) => (written.status = status),
    end: (body: Buffer) => (written.body = body),
  } as unknown as ServerResponse;
  return { answered: lane.answer(req, res), written };
}

/** What the one reply path does after answering an anonymous GET the ordinary way. */
function keepOrdinary(lane: PreparedAnswers, body: JsonBody) {
  const request = { method: 'GET', headers: {}, url: URL, routeOptions: { url: '/api/course/list' } } as unknown as FastifyRequest;
  const reply = { statusCode: 200, getHeaders: () => ({ 'content-type': body.contentType }) } as unknown as FastifyReply;
  lane.keep(request, reply, body);
}

afterEach(() => vi.useRealTimers());

describe('the fast lane', () => {
  it('after a second lets one request refresh an address while the others are still answered from it', () => {
    vi.useFakeTimers({ now: 0 });
    const lane = new PreparedAnswers();
    const first = JsonBody.of({ list: ['가'] }).hold();
    keepOrdinary(lane, first);
    expect(ask(lane).written.body).toEqual(first.raw);

    vi.setSystemTime(1_001);
    expect(ask(lane).answered).toBe(false); // this one goes the ordinary way
    // The 31 others in flight at that moment do not all go down the ordinary path with it.
    for (let i = 0; i < 31; i++) expect(ask(lane).written.body).toEqual(first.raw);

    const fresh = JsonBody.of({ list: ['가', '나'] }).hold();
    keepOrdinary(lane, fresh);
    expect(ask(lane).written.body).toEqual(fresh.raw);
  });

  it('lets an address go when the ordinary path did not refresh it within another second', () => {
    vi.useFakeTimers({ now: 0 });
    const lane = new PreparedAnswers();
    keepOrdinary(lane, JsonBody.of({ list: [] }).hold());
    vi.setSystemTime(1_001);
    expect(ask(lane).answered).toBe(false);
    expect(ask(lane).answered).toBe(true);
    // The ordinary path answered otherwise (an error, a page now private): nothing was kept.
    vi.setSystemTime(2_002);
    expect(ask(lane).answered).toBe(false);
    expect(lane.size).toBe(0);
  });

  it('stops answering at once when its cache drops the body (a change arrived)', () => {
    const lane = new PreparedAnswers();
    const body = JsonBody.of({ list: [] }).hold();
    keepOrdinary(lane, body);
    body.retired = true;
    expect(ask(lane).answered).toBe(false);
    expect(ask(lane).answered).toBe(false);
  });
});
