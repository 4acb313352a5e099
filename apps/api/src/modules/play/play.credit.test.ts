import { envelope, setTimeResponse } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { memberWithPass, passCourse } from '../../test/pass-course.ts';

// Completion is computed from watching time the server could witness, not from the client's word.
let t: TestContext;
let tokens: Tokens;
let memberId: number;
let course: { courseSn: number; lcNos: number[] };

beforeAll(async () => {
  t = await createTestApp();
  const c = await passCourse(t);
  course = { courseSn: c.courseSn, lcNos: c.lectures.map((l) => l.lcNo) };
  const m = await memberWithPass(t);
  memberId = m.id;
  tokens = await login(t, m);
});
afterAll(() => t.close());

/** The player's requests: play info, master and variant playlists; `fetch(n)` downloads the first n segments. */
async function start(lcNo: number, who = tokens): Promise<{ player: string; duration: number; segments: string[]; fetch: (n: number) => Promise<void> }> {
  const auto = await t.request({ method: 'POST', url: '/api/rs/auto', headers: bearer(who), payload: { lc_no: lcNo } });
  const info = (await t.request({ method: 'GET', url: `/api/rs/play/${lcNo}`, headers: bearer(who) })).json().data;
  const master = info.media.hls as string;
  const variant = master.replace(/master\.m3u8$/, '') + (await t.request({ method: 'GET', url: master })).body.split('\n').find((l) => l.endsWith('.m3u8'))!;
  const dir = variant.replace(/[^/]+$/, '');
  const segments = (await t.request({ method: 'GET', url: variant, headers: bearer(who) })).body.split('\n').filter((l) => l.endsWith('.m4s')).map((l) => dir + l);
  const fetch = async (n: number) => {
    for (const url of segments.slice(0, n)) expect((await t.request({ method: 'GET', url })).statusCode).toBe(200);
  };
  return { player: auto.json().data.player as string, duration: info.duration as number, segments, fetch };
}
async function save(lcNo: number, player: string, second: number) {
  const res = await t.request({ method: 'PUT', url: '/api/rs/play/setTime', headers: bearer(tokens), payload: { lc_no: lcNo, player, play_second: second } });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(setTimeResponse).parse(res.json()).data;
}
/** As if `seconds` of wall-clock time had passed since the last save (the stream began that much earlier too). */
async function wait(lcNo: number, seconds: number) {
  await t.database.pool.query(
    `update lecture_progress set saved_at = saved_at - make_interval(secs => $3), stream_at = stream_at - make_interval(secs => $3) where member_id = $1 and lc_no = $2`,
    [memberId, lcNo, seconds],
  );
}
const reviewAllowed = async () => (await t.request({ method: 'GET', url: `/api/comm/review/chk?course_sn=${course.courseSn}`, headers: bearer(tokens) })).json<{ data: { available: string; completed_count: number; watched_seconds: number } }>().data;

describe('completion credits at most the time that passed', () => {
  it('a jump to the end right after the start completes nothing and allows no review, but resumes there', async () => {
    const lcNo = course.lcNos[0]!;
    const { player, duration } = await start(lcNo);
    const saved = await save(lcNo, player, duration);
    expect(saved).toMatchObject({ completed: 'N', max_second: duration });
    expect(await save(lcNo, player, duration)).toMatchObject({ completed: 'N' });
    expect(await reviewAllowed()).toMatchObject({ available: 'N', completed_count: 0, watched_seconds: expect.any(Number) });
    expect((await reviewAllowed()).watched_seconds).toBeLessThan(duration);
  });

  it('watching in real time (or at double speed) completes the lecture', async () => {
    const lcNo = course.lcNos[1]!;
    const { player, duration, segments, fetch } = await start(lcNo);
    await fetch(segments.length);
    const half = Math.ceil(duration / 2);
    await wait(lcNo, half);
    expect(await save(lcNo, player, half)).toMatchObject({ completed: 'N' });
    // Double speed: the rest of the video in half its time.
    await wait(lcNo, Math.ceil((duration - half) / 2));
    expect(await save(lcNo, player, duration)).toMatchObject({ completed: 'Y' });
  });

  it('seeking back earns nothing and keeps the furthest position; watching again from there counts', async () => {
    const lcNo = course.lcNos[2]!;
    const { player, duration, segments, fetch } = await start(lcNo);
    await fetch(segments.length);
    await wait(lcNo, 4);
    expect(await save(lcNo, player, 4)).toMatchObject({ max_second: 4, completed: 'N' });
    await wait(lcNo, 2);
    expect(await save(lcNo, player, 1)).toMatchObject({ max_second: 4, completed: 'N' });
    await wait(lcNo, duration);
    expect(await save(lcNo, player, duration)).toMatchObject({ max_second: duration, completed: 'Y' });
  });
});

describe('credit is bounded by the segments the server delivered (decision 110)', () => {
  it('time passed but no segment fetched: a save at the end credits only the slack and completes nothing', async () => {
    const m = await memberWithPass(t);
    const own = await login(t, m);
    const lcNo = course.lcNos[3]!;
    const { player, duration } = await start(lcNo, own);
    await t.database.pool.query(`update lecture_progress set saved_at = saved_at - interval '1 hour', stream_at = stream_at - interval '1 hour' where member_id = $1`, [m.id]);
    const saved = await t.request({ method: 'PUT', url: '/api/rs/play/setTime', headers: bearer(own), payload: { lc_no: lcNo, player, play_second: duration } });
    expect(saved.json().data).toMatchObject({ completed: 'N', max_second: duration });
    const credited = await t.database.pool.query<{ c: number }>('select credited_second as c from lecture_progress where member_id = $1 and lc_no = $2', [m.id, lcNo]);
    expect(credited.rows[0]!.c).toBe(3);
  });

  it('the first half of the segments fetched (each several times, in two renditions): credit stops at their length', async () => {
    const m = await memberWithPass(t);
    const own = await login(t, m);
    const lcNo = course.lcNos[3]!;
    const { player, duration, segments, fetch } = await start(lcNo, own);
    const half = Math.floor(segments.length / 2);
    await fetch(half);
    await fetch(half);
    const other = segments.slice(0, half).map((u) => u.replace(/\/([a-z0-9]+)\/(seg\d+\.m4s)$/, (_, r: string, n: string) => `/${r === '360p' ? '720p' : '360p'}/${n}`));
    for (const url of other) await t.request({ method: 'GET', url });
    await t.database.pool.query(`update lecture_progress set saved_at = saved_at - interval '1 hour', stream_at = stream_at - interval '1 hour' where member_id = $1`, [m.id]);
    const saved = await t.request({ method: 'PUT', url: '/api/rs/play/setTime', headers: bearer(own), payload: { lc_no: lcNo, player, play_second: duration } });
    expect(saved.json().data).toMatchObject({ completed: 'N' });
    const row = await t.database.pool.query<{ c: number; served: number }>(
      'select p.credited_second as c, s.seconds as served from lecture_progress p join lecture_served s using (member_id, lc_no) where p.member_id = $1 and p.lc_no = $2',
      [m.id, lcNo],
    );
    expect(row.rows[0]!.served).toBeGreaterThan(0);
    expect(row.rows[0]!.served).toBeLessThan(duration * 0.6);
    expect(row.rows[0]!.c).toBe(row.rows[0]!.served + 3);
  });
});

describe('a script claiming to watch', () => {
  it('saving every 3 seconds of the video a moment apart completes nothing, and no certificate follows', async () => {
    // The attack of the review: every save claimed the per-save slack, so a burst of saves marked lectures complete.
    const attacker = await memberWithPass(t);
    const own = await login(t, attacker);
    for (const lcNo of course.lcNos) {
      const auto = await t.request({ method: 'POST', url: '/api/rs/auto', headers: bearer(own), payload: { lc_no: lcNo } });
      const player = auto.json().data.player as string;
      const duration = (await t.request({ method: 'GET', url: `/api/rs/play/${lcNo}`, headers: bearer(own) })).json().data.duration as number;
      let last = { completed: 'N' };
      for (let second = 3; second <= duration + 2; second += 3) {
        const res = await t.request({ method: 'PUT', url: '/api/rs/play/setTime', headers: bearer(own), payload: { lc_no: lcNo, player, play_second: Math.min(second, duration) } });
        last = res.json().data as { completed: string };
      }
      expect(last.completed).toBe('N');
      // Starting again and again brings no new slack either.
      for (let i = 0; i < 5; i++) {
        await t.request({ method: 'POST', url: '/api/rs/auto', headers: bearer(own), payload: { lc_no: lcNo } });
        await t.request({ method: 'PUT', url: '/api/rs/play/setTime', headers: bearer(own), payload: { lc_no: lcNo, player, play_second: duration } });
      }
    }
    const credited = await t.database.pool.query<{ credited: number }>('select max(credited_second)::int as credited from lecture_progress where member_id = $1', [attacker.id]);
    // A few seconds passed in real time: a stream earns that (×2) and the slack once, not 3 s per save or per start.
    expect(credited.rows[0]!.credited).toBeLessThan(30);
    const issue = await t.request({ method: 'POST', url: `/api/certificate/issue/${course.courseSn}`, headers: bearer(own) });
    expect(issue.statusCode).toBe(409);
    expect(issue.json()).toMatchObject({ code: '6610', message: expect.stringMatching(/수강하면 수료증/) });
  });
});
