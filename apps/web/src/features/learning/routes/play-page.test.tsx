import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlayInfoResponse } from '@school/contracts';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { lectures } from '../../../test/learning-fixtures';
import { fillPath, authApi, boardApi, businessApi, courseApi, legalApi, menuApi, playApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });

const info: PlayInfoResponse = {
  lecture: { lc_no: 2101, title: '오리엔테이션', sort: 1, is_preview: 'Y' },
  course: { course_sn: 21, title: '단기 매매의 원칙과 리스크 관리', teacher_name: '진우혁', is_free: 'N', is_demo: 'Y' },
  duration: 12,
  media: null,
  resume_second: 65,
  max_second: 65,
  completed: 'N',
  prev_lc_no: null,
  next_lc_no: 2102,
  watermark: 'me***@example.com · 회원번호 3',
  player: 'p-2',
  subtitles: [],
};

const server =
  (auto: Handler): Handler =>
  async (config) => {
    if (config.url === fillPath(courseApi.lectures.path, { id: 21 })) return ok(lectures());
    if (config.url === playApi.start.path) return auto(config);
    if (config.url === fillPath(playApi.info.path, { lc_no: 2101 })) return ok(info);
    if (config.url === fillPath(boardApi.comments.path, { lc_no: 2101 })) return ok({ list: [], total: 0, page: 1, size: 20 });
    return undefined;
  };

describe('/course/play/{id}', () => {
  it('sends a visitor to /login with the lecture as returnUrl', async () => {
    const { location } = renderApp('/course/play/21?lc_no=2101');
    await waitFor(() => expect(location()).toBe(`/login?returnUrl=${encodeURIComponent('/course/play/21?lc_no=2101')}`));
  });

  it('calls auto first, then shows the lecture with resume point, next lecture and comments', async () => {
    const { calls } = renderApp('/course/play/21?lc_no=2101', { user: signedInUser, handler: server(() => ok({ lc_no: 2101, course_sn: 21, player: 'p-1' })) });
    expect(await screen.findByRole('heading', { level: 1, name: '1. 오리엔테이션' })).toBeInTheDocument();
    const urls = calls.map((c) => c.url);
    expect(urls.indexOf(playApi.start.path)).toBeLessThan(urls.indexOf(fillPath(playApi.info.path, { lc_no: 2101 })));
    expect(JSON.parse(String(calls.find((c) => c.url === playApi.start.path)?.data))).toEqual({ lc_no: 2101 });
    expect(screen.getByText('지난번 본 1:05부터 이어서 재생합니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '다음 강의' })).toHaveAttribute('href', '/course/play/21?lc_no=2102');
    expect(screen.getByText('이 강의의 영상은 아직 준비 중입니다.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /댓글/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /오리엔테이션/, current: 'page' })).toBeInTheDocument();
  });

  it('starts the lecture once when its own link in the list is followed again', async () => {
    const { calls } = renderApp('/course/play/21?lc_no=2101', { user: signedInUser, handler: server(() => ok({ lc_no: 2101, course_sn: 21, player: 'p-1' })) });
    const current = await screen.findByRole('link', { name: /오리엔테이션/, current: 'page' });
    await userEvent.click(current);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((c) => c.url === playApi.start.path)).toHaveLength(1);
    expect(calls.filter((c) => c.url === fillPath(playApi.info.path, { lc_no: 2101 }))).toHaveLength(1);
  });

  it('asks for nothing the player does not need while its lecture is starting', async () => {
    let answerPlay!: () => void;
    const playAnswered = new Promise<void>((resolve) => (answerPlay = resolve));
    const base = server(() => ok({ lc_no: 2101, course_sn: 21, player: 'p-1' }));
    const { calls } = renderApp('/course/play/21?lc_no=2101', {
      user: signedInUser,
      handler: async (config) => {
        if (config.url === fillPath(playApi.info.path, { lc_no: 2101 })) await playAnswered;
        return base(config);
      },
    });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain(fillPath(playApi.info.path, { lc_no: 2101 })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const held = [menuApi.menu.path, authApi.incheck.path, businessApi.info.path, legalApi.pending.path, fillPath(courseApi.lectures.path, { id: 21 })];
    expect(calls.map((c) => c.url).filter((url) => held.includes(url ?? ''))).toEqual([]);
    answerPlay();
    // No video here (media null): nothing to wait for once the lecture is ready.
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining(held)));
  });

  it("shows the auto call's message and the way to passes, without asking for play info", async () => {
    const message = '수강 권한이 없습니다. 이용권을 구매한 뒤 이용해 주세요.';
    const { calls } = renderApp('/course/play/21?lc_no=2101', {
      user: signedInUser,
      handler: server(() => ({ status: 403, body: { code: '3010', message, data: { redirect: '/payment/product' } } })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: '이용권 보러 가기' })).toHaveAttribute('href', '/payment/product');
    expect(calls.some((c) => c.url === fillPath(playApi.info.path, { lc_no: 2101 }))).toBe(false);
    expect(screen.queryByRole('region', { name: /댓글/ })).not.toBeInTheDocument();
    // Nothing to wait for: the lecture list comes at once.
    expect(await screen.findByRole('link', { name: /오리엔테이션/, current: 'page' }, { timeout: 1000 })).toBeInTheDocument();
  });

  it('on a phone, pins the video with 목차 / 노트 / 질문 / 자료 tabs under it, one part shown at a time', async () => {
    const { user } = renderApp('/course/play/21?lc_no=2101', { user: signedInUser, handler: server(() => ok({ lc_no: 2101, course_sn: 21, player: 'p-1' })) });
    const tablist = await screen.findByRole('tablist', { name: '강의 메뉴' }, { timeout: 10_000 });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['목차', '노트', '질문', '자료']);
    // The tabs sit in the pinned block with the video (the phone's sticky top), not below the lecture list.
    expect(tablist.parentElement).toHaveClass('mobile:sticky');
    expect(screen.getByRole('tab', { name: '목차' })).toHaveAttribute('aria-selected', 'true');
    const panel = (name: string) => document.getElementById(screen.getByRole('tab', { name }).getAttribute('aria-controls')!)!;
    expect(panel('목차')).not.toHaveClass('mobile:hidden');
    expect(panel('질문')).toHaveClass('mobile:hidden');
    await user.click(screen.getByRole('tab', { name: '질문' }));
    expect(screen.getByRole('tab', { name: '질문' })).toHaveAttribute('aria-selected', 'true');
    expect(panel('질문')).not.toHaveClass('mobile:hidden');
    expect(panel('목차')).toHaveClass('mobile:hidden');
    expect(panel('질문')).toContainElement(await screen.findByRole('region', { name: /댓글/ }));
  });
});
