import { adminModerationApi, boardApi } from '@school/contracts/endpoints';
import { call, type CallResult } from '../../test/call.ts';
import { commentsResponse, envelope } from '@school/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, entitlements, lectures } from '../../db/schema/index.ts';
import { createMember, login, type Tokens } from '../../test/accounts.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
let alice: Tokens; // pass holder
let bob: Tokens; // pass holder
let carol: Tokens; // pass holder
let dave: Tokens; // pass holder
let outsider: Tokens; // no entitlement
let paidLc: number;
let freeLc: number;

beforeAll(async () => {
  t = await createTestApp({ COMMENT_LIMIT_PER_MINUTE: '100' });
  const lectureOf = async (isFree: 'Y' | 'N') => {
    const [row] = await t.database.db
      .select({ lcNo: lectures.lcNo })
      .from(lectures)
      .innerJoin(courses, eq(courses.courseSn, lectures.courseSn))
      .where(and(eq(courses.isFree, isFree), eq(courses.passIncluded, isFree === 'Y' ? 'N' : 'Y'), eq(lectures.isPreview, 'N')))
      .orderBy(asc(lectures.lcNo))
      .limit(1);
    return row!.lcNo;
  };
  paidLc = await lectureOf('N');
  freeLc = await lectureOf('Y');
  const ms = await Promise.all([0, 1, 2, 3, 4].map(() => createMember(t)));
  await t.database.db.insert(entitlements).values(ms.slice(0, 4).map((m) => ({ memberId: m.id, kind: 'pass', validFrom: new Date(Date.now() - 1000) })));
  [alice, bob, carol, dave, outsider] = (await Promise.all(ms.map((m) => login(t, m)))) as [Tokens, Tokens, Tokens, Tokens, Tokens];
});
afterAll(() => t.close());

const json = async <T>(p: Promise<CallResult<T>>) => (await p).body;
const list = async (lcNo: number, tokens?: Tokens | null, query?: { page: number; size: number }) => {
  const res = await call(t, boardApi.comments, { who: tokens, params: { lc_no: lcNo }, ...(query ? { query } : {}) });
  expect(res.status, res.res.body).toBe(200);
  return envelope(commentsResponse).parse(res.body).data;
};
const write = async (tokens: Tokens, payload: object) => {
  const body = await json(call(t, boardApi.create, { who: tokens, payload }));
  expect(body.code, body.message).toBe('0000');
  return body.data as { co_sn: number; g_no: number; parent: number };
};

describe('lecture comments', () => {
  it('threads with replies, newest thread first, own flag, plain text kept as text', async () => {
    const first = await write(alice, { lc_no: paidLc, comment: '첫 번째 질문 <script>alert(1)</script>' });
    expect(first.g_no).toBe(first.co_sn);
    const second = await write(bob, { lc_no: paidLc, comment: '두 번째 글' });
    const reply = await write(bob, { lc_no: paidLc, comment: '답글입니다', parent: first.co_sn });
    expect(reply).toMatchObject({ g_no: first.co_sn, parent: first.co_sn });
    const replyToReply = await write(alice, { lc_no: paidLc, comment: '답글의 답글', g_no: first.co_sn, parent: reply.co_sn });
    expect(replyToReply).toMatchObject({ g_no: first.co_sn, parent: reply.co_sn });

    const page = await list(paidLc, alice);
    expect(page.total).toBe(2);
    expect(page.list.map((c) => c.co_sn)).toEqual([second.co_sn, first.co_sn]);
    const thread = page.list[1]!;
    expect(thread.comment).toBe('첫 번째 질문 <script>alert(1)</script>');
    expect(thread.is_mine).toBe('Y');
    expect(thread.replies.map((r) => [r.co_sn, r.is_mine])).toEqual([
      [reply.co_sn, 'N'],
      [replyToReply.co_sn, 'Y'],
    ]);
    expect((await list(paidLc, alice, { page: 1, size: 1 })).list.map((c) => c.co_sn)).toEqual([second.co_sn]);
  });

  it('refuses bad input and replies into another lecture or thread', async () => {
    expect((await json(call(t, boardApi.create, { who: alice, payload: { lc_no: paidLc, comment: '   ' } }))).code).toBe('1000');
    expect((await json(call(t, boardApi.create, { who: alice, payload: { lc_no: paidLc, comment: 'x'.repeat(1001) } }))).code).toBe('1000');
    expect((await json(call(t, boardApi.create, { who: alice, payload: { lc_no: paidLc, comment: 'ok', html: 1 } }))).code).toBe('1000');
    expect((await json(call(t, boardApi.create, { who: alice, payload: { lc_no: paidLc, comment: 'ok', parent: 99_999_999 } }))).code).toBe('6006');
    const other = await write(alice, { lc_no: freeLc, comment: '무료 강의 댓글' });
    expect((await json(call(t, boardApi.create, { who: alice, payload: { lc_no: paidLc, comment: 'ok', parent: other.co_sn } }))).code).toBe('6006');
  });

  it('follows the access rule on paid lectures: anonymous and non-entitled see and write nothing', async () => {
    expect((await json(call(t, boardApi.comments, { params: { lc_no: paidLc } }))).code).toBe('0907');
    expect((await json(call(t, boardApi.comments, { who: outsider, params: { lc_no: paidLc } }))).code).toBe('3010');
    expect((await json(call(t, boardApi.create, { who: outsider, payload: { lc_no: paidLc, comment: '몰래 쓰기' } }))).code).toBe('3010');
    expect((await json(call(t, boardApi.create, { payload: { lc_no: freeLc, comment: '익명' } }))).code).toBe('0907');
    // A free lecture's comments are readable by anyone, and writable by any member.
    expect((await list(freeLc, null)).total).toBeGreaterThanOrEqual(1);
    await write(outsider, { lc_no: freeLc, comment: '무료 강의는 누구나' });
    const target = await write(alice, { lc_no: paidLc, comment: '유료 강의 댓글' });
    expect((await json(call(t, boardApi.accuse, { who: outsider, payload: { co_sn: target.co_sn, accuse_cd: '01' } }))).code).toBe('3010');
  });

  it('only the author edits or deletes; a deleted thread start stays as a placeholder while replies remain', async () => {
    const mine = await write(alice, { lc_no: paidLc, comment: '수정 전' });
    expect((await json(call(t, boardApi.edit, { who: bob, params: { id: mine.co_sn }, payload: { comment: '남의 글 수정' } }))).code).toBe('6002');
    expect((await json(call(t, boardApi.remove, { who: bob, params: { id: mine.co_sn } }))).code).toBe('6002');
    const edited = await json(call(t, boardApi.edit, { who: alice, params: { id: mine.co_sn }, payload: { comment: '수정 후' } }));
    expect(edited).toMatchObject({ code: '0000', data: { comment: '수정 후', is_mine: 'Y' } });
    await write(bob, { lc_no: paidLc, comment: '답글', parent: mine.co_sn });
    expect((await json(call(t, boardApi.remove, { who: alice, params: { id: mine.co_sn } }))).code).toBe('0000');
    expect((await json(call(t, boardApi.remove, { who: alice, params: { id: mine.co_sn } }))).code).toBe('6001');
    expect((await json(call(t, boardApi.edit, { who: alice, params: { id: mine.co_sn }, payload: { comment: '되살리기' } }))).code).toBe('6001');
    const thread = (await list(paidLc, alice)).list.find((c) => c.co_sn === mine.co_sn)!;
    expect(thread).toMatchObject({ is_deleted: 'Y', comment: '삭제된 댓글입니다.', nickname: '', is_mine: 'N' });
    expect(thread.replies).toHaveLength(1);
    // Without replies a deleted comment disappears.
    const lone = await write(alice, { lc_no: paidLc, comment: '혼자' });
    await call(t, boardApi.remove, { who: alice, params: { id: lone.co_sn } });
    expect((await list(paidLc, alice)).list.some((c) => c.co_sn === lone.co_sn)).toBe(false);
  });

  it('one report per member per comment; three reports hide it; no reporting oneself', async () => {
    const target = await write(alice, { lc_no: paidLc, comment: '신고될 댓글' });
    const accuse = (tokens: Tokens, cd = '02') => json(call(t, boardApi.accuse, { who: tokens, payload: { co_sn: target.co_sn, accuse_cd: cd } }));
    expect((await accuse(alice)).code).toBe('6004');
    expect((await accuse(bob, '00')).code).toBe('1000');
    expect(await accuse(bob)).toMatchObject({ code: '0000', data: { hidden: 'N' } });
    const repeats = await Promise.all([accuse(bob), accuse(bob), accuse(bob)]);
    expect(repeats.map((r) => r.code)).toEqual(['6003', '6003', '6003']);
    expect(await accuse(carol)).toMatchObject({ code: '0000', data: { hidden: 'N' } });
    expect(await accuse(dave)).toMatchObject({ code: '0000', data: { hidden: 'Y' } });
    expect((await list(paidLc, bob)).list.some((c) => c.co_sn === target.co_sn)).toBe(false);
    expect((await json(call(t, boardApi.edit, { who: alice, params: { id: target.co_sn }, payload: { comment: '숨김 후 수정' } }))).code).toBe('6001');
  });

  it('hiding a thread start hides that one comment: the replies of other members stay, under a placeholder', async () => {
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const start = await write(alice, { lc_no: paidLc, comment: '가려질 첫 댓글' });
    const reply = await write(bob, { lc_no: paidLc, comment: '다른 회원의 답글', parent: start.co_sn });
    const hiddenReply = await write(alice, { lc_no: paidLc, comment: '가려질 답글', g_no: start.co_sn, parent: start.co_sn });
    const answer = await write(carol, { lc_no: paidLc, comment: '가려질 답글에 단 답글', g_no: start.co_sn, parent: hiddenReply.co_sn });
    const alone = await write(alice, { lc_no: paidLc, comment: '답글 없이 가려질 답글', g_no: start.co_sn, parent: start.co_sn });
    for (const coSn of [start.co_sn, hiddenReply.co_sn, alone.co_sn]) {
      expect((await json(call(t, adminModerationApi.decide, { who: staff, params: { co_sn: coSn }, payload: { action: 'hide', reason: '운영 정책' } }))).code).toBe('0000');
    }
    const thread = (await list(paidLc, carol)).list.find((c) => c.co_sn === start.co_sn);
    expect(thread).toMatchObject({ is_hidden: 'Y', is_deleted: 'N', comment: '운영 정책에 따라 가려진 댓글입니다.', nickname: '', is_mine: 'N' });
    expect(thread!.replies.map((r) => [r.co_sn, r.comment, r.is_hidden])).toEqual([
      [reply.co_sn, '다른 회원의 답글', 'N'],
      [hiddenReply.co_sn, '운영 정책에 따라 가려진 댓글입니다.', 'Y'],
      [answer.co_sn, '가려질 답글에 단 답글', 'N'],
    ]);
    // The author sees the placeholder too, and can no longer edit the hidden text.
    expect((await list(paidLc, alice)).list.find((c) => c.co_sn === start.co_sn)).toMatchObject({ is_mine: 'N', comment: '운영 정책에 따라 가려진 댓글입니다.' });
  });

  it('limits how often one member writes', async () => {
    const limited = await createTestApp({ COMMENT_LIMIT_PER_MINUTE: '2' });
    try {
      const m = await createMember(limited);
      const tokens = await login(limited, m);
      const send = () => call(limited, boardApi.create, { who: tokens, payload: { lc_no: freeLc, comment: '도배' } });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await send()).body.code);
      expect(codes).toEqual(['0000', '0000', '6005']);
    } finally {
      await limited.close();
    }
  });
});

describe('moderation queue (console)', () => {
  const decide = (tokens: Tokens, coSn: number, action: string) => json(call(t, adminModerationApi.decide, { who: tokens, params: { co_sn: coSn }, payload: { action, reason: '운영 정책' } }));
  const queue = async (tokens: Tokens, state = 'pending') =>
    (await json(call(t, adminModerationApi.comments, { who: tokens, query: { state } }))).data as { list: { co_sn: number; accuse_count: number; reasons: { accuse_cd: string; count: number }[] }[] };

  it('lists reported comments with their reasons; hiding takes one off the lecture page, restoring brings it back, and reports no longer hide a kept one', async () => {
    const staff = await login(t, await createMember(t, { role: 'staff' }));
    const target = await write(alice, { lc_no: paidLc, comment: '광고성 댓글' });
    await json(call(t, boardApi.accuse, { who: bob, payload: { co_sn: target.co_sn, accuse_cd: '02' } }));
    const pending = (await queue(staff)).list.find((c) => c.co_sn === target.co_sn);
    expect(pending).toMatchObject({ accuse_count: 1, reasons: [{ accuse_cd: '02', count: 1 }] });

    expect(await decide(staff, target.co_sn, 'hide')).toMatchObject({ code: '0000', data: { status: 'hidden' } });
    expect((await list(paidLc, carol)).list.some((c) => c.co_sn === target.co_sn)).toBe(false);
    expect((await queue(staff)).list.some((c) => c.co_sn === target.co_sn)).toBe(false);
    expect((await queue(staff, 'hidden')).list.some((c) => c.co_sn === target.co_sn)).toBe(true);

    expect(await decide(staff, target.co_sn, 'restore')).toMatchObject({ code: '0000', data: { status: 'visible' } });
    expect((await list(paidLc, carol)).list.some((c) => c.co_sn === target.co_sn)).toBe(true);
    for (const tokens of [carol, dave]) await json(call(t, boardApi.accuse, { who: tokens, payload: { co_sn: target.co_sn, accuse_cd: '01' } }));
    expect((await list(paidLc, carol)).list.some((c) => c.co_sn === target.co_sn)).toBe(true);

    const { rows } = await t.database.pool.query<{ action: string; after: unknown }>(
      `select action, after from admin_changes where target_type = 'comment' and target_id = $1 order by id`,
      [String(target.co_sn)],
    );
    expect(rows).toEqual([
      { action: 'comment.hide', after: { status: 'hidden' } },
      { action: 'comment.restore', after: { status: 'visible' } },
    ]);
    expect((await decide(staff, 99_999_999, 'hide')).code).toBe('8010');
  });
});

