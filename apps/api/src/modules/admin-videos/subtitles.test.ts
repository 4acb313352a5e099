import { adminVideosApi, playApi } from '@school/contracts/endpoints';
import { call, getUrl } from '../../test/call.ts';
import { envelope, playInfoResponse } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, courses, entitlements, lectures, mediaStreams, sessions } from '../../db/schema/index.ts';
import { MediaSigner, newStreamId } from '../play/media.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let staff: Tokens;
let pass: Tokens;
let none: Tokens;
let noneId: number;
let lcNo: number;

const VTT = 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\n차트의 기본을 봅니다.\n\n00:00:05.500 --> 00:01:02.250 line:90%\n거래량도 함께 봅니다.\n';

const put = (content: string, lang = 'ko', lecture = lcNo, tokens = staff) => call(t, adminVideosApi.putSubtitle, { who: tokens, params: { lc_no: lecture, lang }, payload: { content } });
const adminList = async () => (await call(t, adminVideosApi.subtitles, { who: staff, params: { lc_no: lcNo } })).body.data.list;
const playInfo = async (tokens: Tokens) => envelope(playInfoResponse).parse((await call(t, playApi.info, { who: tokens, params: { lc_no: lcNo } })).body).data;

beforeAll(async () => {
  t = await createTestApp();
  const [course] = await t.database.db
    .select({ courseSn: courses.courseSn })
    .from(courses)
    .where(and(eq(courses.isFree, 'N'), eq(courses.passIncluded, 'Y'), eq(courses.isPublished, 'Y')))
    .orderBy(asc(courses.courseSn))
    .limit(1);
  const [lecture] = await t.database.db
    .select({ lcNo: lectures.lcNo })
    .from(lectures)
    .where(and(eq(lectures.courseSn, course!.courseSn), eq(lectures.isPreview, 'N')))
    .orderBy(asc(lectures.sortOrder))
    .limit(1);
  lcNo = lecture!.lcNo;
  const [s, p, n] = await Promise.all([createMember(t, { role: 'staff' }), createMember(t), createMember(t)]);
  await t.database.db.insert(entitlements).values({ memberId: p.id, kind: 'pass', validFrom: new Date(Date.now() - 86_400_000) });
  noneId = n.id;
  [staff, pass, none] = await Promise.all([login(t, s), login(t, p), login(t, n)]);
});
afterAll(() => t.close());

describe('lecture subtitles', () => {
  it('refuses what is not a WebVTT file a player can show, in Korean, and stores nothing', async () => {
    const cases: [string, string, RegExp][] = [
      ['1\n00:00:01,000 --> 00:00:04,000\nSRT 자막\n', '8110', /WEBVTT/],
      ['WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\n가\n', '8110', /WEBVTT/],
      ['WEBVTT\n\n', '8112', /자막 문장이 없습니다/],
      ['WEBVTT\n\n00:00:01,000 --> 00:00:04.000\n쉼표\n', '8113', /^3번째 줄: /],
      ['WEBVTT\n\n00:00:09.000 --> 00:00:04.000\n거꾸로\n', '8113', /시간 표기/],
      [`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'가'.repeat(400_000)}\n`, '8111', /1MB/],
      [`WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(1024 * 1024)}\n`, '8111', /1MB/],
      ['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n벨\u0007\n', '1007', /제어 문자/],
    ];
    for (const [content, code, message] of cases) {
      const res = await put(content);
      expect(res.body, content.slice(0, 40)).toMatchObject({ code });
      expect(res.body.message).toMatch(message);
    }
    expect((await put(VTT, 'xx')).body).toMatchObject({ code: '8115' });
    expect((await put(VTT, 'ko', 999_999_999)).body).toMatchObject({ code: '3004' });
    expect((await put(VTT, 'ko', lcNo, pass)).body).toMatchObject({ code: '0906' });
    expect(await adminList()).toEqual([]);
    expect((await playInfo(pass)).subtitles).toEqual([]);
  });

  it('an uploaded subtitle is listed in play info under the signed link, for members who may watch only', async () => {
    const saved = await put(`\uFEFF${VTT.replace(/\n/g, '\r\n')}`);
    expect(saved.body).toMatchObject({ code: '0000', data: { lang: 'ko', label: '한국어' } });
    expect(await adminList()).toMatchObject([{ lang: 'ko', label: '한국어', size_bytes: Buffer.byteLength(VTT) }]);

    const info = await playInfo(pass);
    const prefix = info.media!.hls.replace(/master\.m3u8$/, '');
    expect(info.subtitles).toEqual([{ lang: 'ko', label: '한국어', url: `${prefix}subtitles/ko.vtt` }]);
    const file = await getUrl(t, info.subtitles[0]!.url);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toContain('text/vtt');
    expect(file.res.body).toBe(VTT);
    // Another member's bearer token with this member's link: refused.
    expect((await getUrl(t, info.subtitles[0]!.url, { who: none })).body).toMatchObject({ code: '3012' });

    // A member without access gets no play info, and a correctly signed link of their own serves nothing.
    expect((await call(t, playApi.info, { who: none, params: { lc_no: lcNo } })).body).toMatchObject({ code: '3010' });
    const [key] = await t.database.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'media:signing_key'));
    const [session] = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.memberId, noneId)).limit(1);
    const [lecture] = await t.database.db.select({ mediaKey: lectures.mediaKey }).from(lectures).where(eq(lectures.lcNo, lcNo));
    // A stream of their own, as play info would open it, with a link signed by the server's key: the access rule still refuses.
    const streamId = newStreamId();
    await t.database.db.insert(mediaStreams).values({ streamId, memberId: noneId, sessionId: session!.id, lcNo });
    const { token } = new MediaSigner(key!.value, 600).sign({ memberId: noneId, streamId, mediaKey: lecture!.mediaKey! }, lcNo);
    expect((await call(t, playApi.hlsSubtitle, { params: { lc_no: lcNo, token, lang: 'ko' } })).body).toMatchObject({ code: '3010' });

    // Replaced in place, then removed: play info follows.
    await put(VTT.replace('차트의 기본을 봅니다.', '바뀐 자막'));
    expect((await getUrl(t, (await playInfo(pass)).subtitles[0]!.url)).res.body).toContain('바뀐 자막');
    expect((await put(VTT, 'en')).body).toMatchObject({ code: '0000', data: { label: '영어' } });
    expect((await playInfo(pass)).subtitles.map((s) => s.lang)).toEqual(['en', 'ko']);
    expect((await call(t, adminVideosApi.deleteSubtitle, { who: staff, params: { lc_no: lcNo, lang: 'ko' } })).body).toMatchObject({ code: '0000' });
    expect((await call(t, adminVideosApi.deleteSubtitle, { who: staff, params: { lc_no: lcNo, lang: 'ko' } })).body).toMatchObject({ code: '8114' });
    const after = await playInfo(pass);
    expect(after.subtitles.map((s) => s.lang)).toEqual(['en']);
    expect((await getUrl(t, `${after.media!.hls.replace(/master\.m3u8$/, '')}subtitles/ko.vtt`)).body).toMatchObject({ code: '3013' });

    const audit = await t.database.pool.query<{ action: string }>(`select action from admin_changes where target_type = 'lecture' and target_id = $1 order by 1`, [String(lcNo)]);
    expect(audit.rows.map((r) => r.action)).toEqual(['subtitle.delete', 'subtitle.upload', 'subtitle.upload', 'subtitle.upload']);
  });
});
