import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, SESSION_DISPLACED_MESSAGE } from '@school/contracts/plain';
import { bearer, login, setMemberStatus, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { memberWithPass as withPass, passCourse } from '../../test/pass-course.ts';

// A media link lives as long as the session it was issued to, not only until it expires: its playlists (and keys,
// play.protection.test.ts) answer the auth codes. Segments are encrypted and checked by their signature alone.
let t: TestContext;
let lcNo: number;
beforeAll(async () => {
  t = await createTestApp();
  lcNo = (await passCourse(t)).lectures[0]!.lcNo;
});
afterAll(() => t.close());

const memberWithPass = () => withPass(t);
async function links(tokens: Tokens) {
  const info = await t.request({ method: 'GET', url: `/api/rs/play/${lcNo}`, headers: bearer(tokens) });
  const hls = info.json().data.media.hls as string;
  const master = await t.request({ method: 'GET', url: hls });
  expect(master.statusCode).toBe(200);
  const base = hls.replace(/master\.m3u8$/, '');
  const variant = master.body.split('\n').find((x) => x.endsWith('.m3u8'))!;
  const list = await t.request({ method: 'GET', url: base + variant });
  const segment = base + variant.replace(/[^/]+$/, '') + list.body.split('\n').find((x) => x.endsWith('.m4s'))!;
  return { playlist: hls, variant: base + variant, segment };
}
const code = async (url: string) => (await t.request({ method: 'GET', url })).json<{ code: string }>().code;

describe('signed media links end with their session', () => {
  it('stop working after logout', async () => {
    const m = await memberWithPass();
    const tokens = await login(t, m);
    const l = await links(tokens);
    expect((await t.request({ method: 'GET', url: l.segment })).statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokens), payload: { refreshToken: tokens.refreshToken } });
    expect(await code(l.playlist)).toBe('0904');
    expect(await code(l.variant)).toBe('0904');
    expect((await t.request({ method: 'GET', url: l.segment })).statusCode).toBe(200);
  });

  it('stop working when a newer device pushes the session out', async () => {
    const m = await memberWithPass();
    const first = await login(t, m);
    const l = await links(first);
    await login(t, m);
    await login(t, m);
    expect(await code(l.playlist)).toBe('0904');
  });

  it('stop working when the account is suspended', async () => {
    const m = await memberWithPass();
    const l = await links(await login(t, m));
    await setMemberStatus(t, m.id, 'suspended');
    expect(await code(l.playlist)).toBe('0905');
  });

  it('keep working for a live session', async () => {
    const m = await memberWithPass();
    const l = await links(await login(t, m));
    expect((await t.request({ method: 'GET', url: l.variant })).statusCode).toBe(200);
  });
});

describe('a playing device is told when another takes the stream', () => {
  const stateOf = (hls: string) => hls.replace(/master\.m3u8$/, 'state');
  const ask = (hls: string, tokens: Tokens) => t.request({ method: 'GET', url: stateOf(hls), headers: bearer(tokens) });

  it('answers 0000 while it plays, and 3040 at the first check after the other device starts', async () => {
    const m = await memberWithPass();
    const phone = await login(t, m);
    const laptop = await login(t, m);
    const l = await links(phone);
    const before = await ask(l.playlist, phone);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ code: '0000', data: { lc_no: lcNo } });
    expect(before.headers['cache-control']).toContain('no-store');
    await links(laptop);
    const after = await ask(l.playlist, phone);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: '3040', message: '다른 기기에서 재생을 시작해 이 기기에서는 재생이 멈췄습니다.' });
  });

  it("tells nothing about another member's stream (a link copied to another account)", async () => {
    const owner = await memberWithPass();
    const other = await memberWithPass();
    const l = await links(await login(t, owner));
    const answer = await ask(l.playlist, await login(t, other));
    expect(answer.json<{ code: string }>().code).toBe('3012');
    expect((await t.request({ method: 'GET', url: stateOf(l.playlist) })).json<{ code: string }>().code).toBe('0907');
  });
});

describe('a device pushed out by a third sign-in is told why', () => {
  it('answers 0904 saying another device signed in, on its calls, its playlist and its refresh', async () => {
    const m = await memberWithPass();
    const oldest = await login(t, m);
    const l = await links(oldest);
    await login(t, m);
    await login(t, m);
    const call = await t.request({ method: 'GET', url: '/api/rs/learning', headers: bearer(oldest) });
    expect(call.json()).toMatchObject({ code: '0904', message: SESSION_DISPLACED_MESSAGE });
    expect((await t.request({ method: 'GET', url: l.playlist })).json()).toMatchObject({ code: '0904', message: SESSION_DISPLACED_MESSAGE });
    const refresh = await t.request({ method: 'POST', url: '/api/auth/rtoken', payload: { ...oldest, os: 'test' } });
    expect(refresh.json()).toMatchObject({ code: '0904', message: SESSION_DISPLACED_MESSAGE });
  });

  it('keeps the general message after signing out on that device', async () => {
    const m = await memberWithPass();
    const tokens = await login(t, m);
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokens), payload: { refreshToken: tokens.refreshToken } });
    const call = await t.request({ method: 'GET', url: '/api/rs/learning', headers: bearer(tokens) });
    expect(call.json()).toMatchObject({ code: '0904', message: codes.SESSION_ENDED.message });
  });
});
