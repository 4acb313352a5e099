import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { HomeBanner } from '@school/contracts';
import { renderApp, signedInUser, type Handler } from '../../test/render-app';
import { eventsApi, playApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const banner = (n: number): HomeBanner => ({
  banner_sn: n,
  title: `배너 ${n}`,
  subtitle: '부제',
  link: '/event',
  background: '#123456',
  foreground: '#ffffff',
  is_demo: 'Y',
});

const latest = {
  list: [
    {
      lc_no: 2101,
      title: '오리엔테이션',
      course_sn: 21,
      course_title: '단기 매매의 원칙',
      cover: '/c.svg',
      duration: 600,
      resume_second: 65,
      max_second: 65,
      progress_percent: 10,
      completed: 'N',
      watched_at: '2026-11-23T00:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  size: 20,
};

const handler: Handler = (c) => {
  if (c.url === eventsApi.banners.path) return ok({ items: [banner(1), banner(2), banner(3)] });
  if (c.url === playApi.latest.path) return ok(latest);
  return undefined;
};

describe('home', () => {
  it('the banner carousel is operated by keyboard and can be paused', async () => {
    const { user } = renderApp('/', { handler });
    const carousel = await screen.findByRole('region', { name: '주요 소식' });
    expect(await within(carousel).findByRole('link', { name: /배너 1/ })).toBeVisible();
    within(carousel).getByRole('button', { name: '다음 배너' }).focus();
    await user.keyboard('{Enter}');
    expect(within(carousel).getByRole('group', { name: '2 / 3' })).toBeVisible();
    expect(within(carousel).queryByRole('group', { name: '1 / 3' })).not.toBeInTheDocument();
    const pause = within(carousel).getByRole('button', { name: '자동 넘김 일시정지' });
    pause.focus();
    await user.keyboard(' ');
    expect(within(carousel).getByRole('button', { name: '자동 넘김 재생' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(carousel).getByRole('button', { name: '3번째 배너 보기' }));
    expect(within(carousel).getByRole('group', { name: '3 / 3' })).toBeVisible();
  });

  it('shows 이어보기 only for a signed-in member, resuming where the lecture stopped', async () => {
    renderApp('/', { handler, user: signedInUser });
    const section = await screen.findByRole('region', { name: '이어보기' });
    expect(within(section).getByRole('link', { name: /오리엔테이션/ })).toHaveAttribute('href', '/course/play/21?lc_no=2101');
    expect(within(section).getByText(/1:05부터 이어보기/)).toBeInTheDocument();
  });

  it('has no 이어보기 for a visitor and never asks for /api/my/latest', async () => {
    const { calls } = renderApp('/', { handler });
    await screen.findByRole('region', { name: '주요 소식' });
    expect(screen.queryByRole('region', { name: '이어보기' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain(playApi.latest.path);
  });
});
