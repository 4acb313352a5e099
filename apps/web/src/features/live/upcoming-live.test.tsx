import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LiveClassRow } from '@school/contracts';
import { renderApp, signedInUser, type Handler } from '../../test/render-app';
import { courseMain, lectures } from '../../test/learning-fixtures';
import { fillPath, courseApi, liveApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '정상', data } });

const row = (live_id: number, over: Partial<LiveClassRow> = {}): LiveClassRow => ({
  live_id,
  title: `라이브 ${live_id}`,
  teacher_sn: 1,
  teacher: '김강사',
  // 2026-12-02 08:30 in Korea.
  starts_at: '2026-12-01T23:30:00.000Z',
  audience: 'members',
  course_sn: null,
  seminar_sn: null,
  state: 'scheduled',
  ...over,
});

const onAir = row(1001, { title: '장전 시황', state: 'live' });
const coming = row(1002, { title: '실적 시즌 점검', audience: 'course', course_sn: 21 });

/** The schedule answers by its filters, as the API does; every other call falls through. */
const schedule =
  (classes: LiveClassRow[], reminders: number[] = []): Handler =>
  (c) => {
    if (c.url === liveApi.list.path) {
      const p = (c.params ?? {}) as { upcoming?: string; course_sn?: number };
      return ok({ list: classes.filter((l) => (p.upcoming !== 'Y' || l.state !== 'ended') && (p.course_sn === undefined || l.course_sn === p.course_sn)) });
    }
    if (c.url === liveApi.reminders.path) return ok({ live_ids: reminders });
    if (c.url === fillPath(courseApi.main.path, { id: 21 })) return ok(courseMain());
    if (c.url === fillPath(courseApi.lectures.path, { id: 21 })) return ok(lectures());
    return undefined;
  };

describe('라이브 수업 on the home page', () => {
  it('a visitor sees the class on air (방송중) and the coming one with its Korean start time, and is asked to sign in for a reminder', async () => {
    const { calls } = renderApp('/', { handler: schedule([onAir, coming, row(1003, { title: '끝난 라이브', state: 'ended' })]) });
    const section = await screen.findByRole('region', { name: '라이브 수업' });
    const live = (await within(section).findByText('장전 시황')).closest('li')!;
    expect(within(live).getByText('방송중')).toBeInTheDocument();
    expect(within(live).getByRole('link', { name: '지금 보기' })).toHaveAttribute('href', '/live/1001');
    const next = within(section).getByText('실적 시즌 점검').closest('li')!;
    expect(within(next).getByText('방송 예정')).toBeInTheDocument();
    expect(next).toHaveTextContent('12월 2일 (수) 오전 8:30 시작');
    expect(within(next).getByRole('link', { name: '로그인하고 알림 받기' })).toHaveAttribute('href', '/login?returnUrl=%2Flive%2F1002');
    expect(within(section).queryByText('끝난 라이브')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /전체 일정/ })).toHaveAttribute('href', '/live');
    expect(calls.find((c) => c.url === liveApi.list.path)?.params).toEqual({ upcoming: 'Y' });
    expect(calls.map((c) => c.url)).not.toContain(liveApi.reminders.path);
  });

  it("shows a member's reminders as set or not, and setting one turns its button to 알림 신청됨", async () => {
    let reminded = [1004];
    const handler: Handler = (c) => {
      if (c.url === fillPath(liveApi.remind.path, { live_id: 1002 }) && c.method?.toUpperCase() === 'PUT') {
        reminded = [...reminded, 1002];
        return ok({ live_id: 1002, reminder: true });
      }
      return schedule([onAir, coming, row(1004, { title: '주간 복기' })], reminded)(c);
    };
    const { user } = renderApp('/', { handler, user: signedInUser });
    const section = await screen.findByRole('region', { name: '라이브 수업' });
    const set = (await within(section).findByText('주간 복기')).closest('li')!;
    expect(await within(set).findByRole('button', { name: '알림 신청됨 · 취소' })).toHaveAttribute('aria-pressed', 'true');
    const next = within(section).getByText('실적 시즌 점검').closest('li')!;
    await user.click(await within(next).findByRole('button', { name: '시작 10분 전 알림 받기' }));
    expect(await within(next).findByRole('button', { name: '알림 신청됨 · 취소' })).toHaveAttribute('aria-pressed', 'true');
    // A class on air has no reminder to set: it is watched now.
    const live = within(section).getByText('장전 시황').closest('li')!;
    expect(within(live).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when no class is coming', async () => {
    renderApp('/', { handler: schedule([]) });
    const section = await screen.findByRole('region', { name: '라이브 수업' });
    expect(await within(section).findByText('예정된 라이브 수업이 없습니다.')).toBeInTheDocument();
  });
});

describe('라이브 수업 on the course page', () => {
  it("lists the course's own classes only, asked by its course number", async () => {
    const { calls } = renderApp('/course/21', { handler: schedule([onAir, coming, row(1005, { title: '다른 강의 라이브', audience: 'course', course_sn: 22 })]) });
    const section = await screen.findByRole('region', { name: '이 강의의 라이브 수업' });
    expect(await within(section).findByText('실적 시즌 점검')).toBeInTheDocument();
    expect(within(section).queryByText('장전 시황')).not.toBeInTheDocument();
    expect(within(section).queryByText('다른 강의 라이브')).not.toBeInTheDocument();
    expect(calls.find((c) => c.url === liveApi.list.path)?.params).toEqual({ upcoming: 'Y', course_sn: 21 });
  });

  it('has no live section when the course has no class coming', async () => {
    const { calls } = renderApp('/course/21', { handler: schedule([onAir]) });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((c) => c.url === liveApi.list.path)).toBe(true));
    expect(screen.queryByRole('region', { name: '이 강의의 라이브 수업' })).not.toBeInTheDocument();
  });
});
