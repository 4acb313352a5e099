import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
