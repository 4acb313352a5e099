import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, lectures } from '../../db/schema/index.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// The player's remembered speed and the console's per-course watermark switch (decision 084).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body<T = unknown> = { code: string; message: string; data: T };
const get = async (tokens: { accessToken: string }) => (await t.request({ method: 'GET', url: '/api/my/player', headers: bearer(tokens) })).json<Body<{ playback_rate: number }>>();
const put = (tokens: { accessToken: string }, payload: object) => t.request({ method: 'PUT', url: '/api/my/player', headers: bearer(tokens), payload });

describe('GET/PUT /api/my/player', () => {
  it('starts at 1×, and a speed saved on one device is what another device of the member reads', async () => {
    const m = await createMember(t);
    const phone = await login(t, m, 'iOS / Safari');
    const laptop = await login(t, m, 'Windows / Chrome');
    expect((await get(phone)).data).toEqual({ playback_rate: 1 });
    const saved = await put(phone, { playback_rate: 1.5 });
    expect(saved.json<Body>()).toMatchObject({ code: '0000', data: { playback_rate: 1.5 } });
    expect((await get(laptop)).data).toEqual({ playback_rate: 1.5 });
    await put(laptop, { playback_rate: 0.75 });
    expect((await get(phone)).data).toEqual({ playback_rate: 0.75 });
  });

  it('refuses a speed the player does not offer, in Korean, and keeps the saved one', async () => {
    const m = await createMember(t);
    const tokens = await login(t, m);
    await put(tokens, { playback_rate: 1.25 });
    for (const payload of [{ playback_rate: 3 }, { playback_rate: 1.1 }, { playback_rate: '2' }, {}, { playback_rate: 2, member_id: 1 }]) {
      const res = await put(tokens, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().message).toMatch(/[가-힣]/);
    }
    expect((await get(tokens)).data).toEqual({ playback_rate: 1.25 });
  });

  it('is one member’s own: another member keeps theirs, and a visitor is asked to sign in', async () => {
    const a = await login(t, await createMember(t));
    const b = await login(t, await createMember(t));
    await put(a, { playback_rate: 2 });
    expect((await get(b)).data).toEqual({ playback_rate: 1 });
    const anonymous = await t.request({ method: 'GET', url: '/api/my/player' });
    expect(anonymous.json<Body>().code).toBe('0907');
  });
});

describe('the course watermark switch', () => {
  it('play info carries the member watermark on a paid course until the console turns it off', async () => {
    const [c] = await t.database.db
      .select({ courseSn: courses.courseSn })
      .from(courses)
      .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y')))
      .orderBy(asc(courses.courseSn))
      .limit(1);
    const courseSn = c!.courseSn;
    const [l] = await t.database.db.select({ lcNo: lectures.lcNo }).from(lectures).where(eq(lectures.courseSn, courseSn)).orderBy(asc(lectures.sortOrder)).limit(1);
    const m = await createMember(t);
    await t.database.db.insert(entitlements).values({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 86_400_000) });
    const member = await login(t, m);
    const watermark = async () => {
      const res = await t.request({ method: 'GET', url: `/api/rs/play/${l!.lcNo}`, headers: bearer(member) });
      return res.json<Body<{ watermark: string | null }>>().data.watermark;
    };
    expect(await watermark()).toContain(`회원번호 ${m.id}`);

    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.request({ method, url, headers: bearer(staff), ...(payload ? { payload } : {}) }).then((r) => r.json<Body<Record<string, unknown>>>());
    const current = (await admin('GET', `/api/admin/catalogue/courses/${courseSn}`)).data;
    expect(current.watermark).toBe('Y');
    const { course_sn: _sn, is_published: _published, ...body } = current;
    expect((await admin('POST', `/api/admin/catalogue/courses/${courseSn}`, { ...body, watermark: 'N' })).code).toBe('0000');
    expect(await watermark()).toBeNull();
    const list = (await admin('GET', `/api/admin/catalogue/courses?q=${encodeURIComponent(String(current.title))}`)).data as { list: { course_sn: number; watermark: string }[] };
    expect(list.list.find((x) => x.course_sn === courseSn)?.watermark).toBe('N');

    expect((await admin('POST', `/api/admin/catalogue/courses/${courseSn}`, { ...body, watermark: 'Y' })).code).toBe('0000');
    expect(await watermark()).toContain(`회원번호 ${m.id}`);
  });
});
