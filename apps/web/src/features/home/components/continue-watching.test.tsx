import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, signedInUser } from '../../../test/render-app';
import { playApi } from '@school/contracts/endpoints';

vi.setConfig({ testTimeout: 20_000 });

const lecture = (lc_no: number, course_sn: number, course_title: string, completed: 'Y' | 'N' = 'N') => ({
  lc_no,
  title: `${lc_no}강`,
  course_sn,
  course_title,
  cover: '',
  duration: 600,
  resume_second: 60,
  max_second: 60,
  progress_percent: 10,
  completed,
  watched_at: '2026-11-27T10:00:00.000Z',
});

describe('이어보기 on the member home', () => {
  it('shows each course once, at its most recent unfinished lecture', async () => {
    const list = [lecture(12, 1, '차트 기초'), lecture(11, 1, '차트 기초'), lecture(21, 2, '재무제표 읽기'), lecture(31, 3, '배당주', 'Y')];
    renderApp('/', {
      user: signedInUser,
      handler: (c) => (c.url === playApi.latest.path ? { status: 200, body: { code: '0000', message: '성공', data: { list, total: 4, page: 1, size: 10 } } } : undefined),
    });
    const section = await screen.findByRole('region', { name: '이어보기' });
    const cards = within(section).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/course/play/'));
    expect(cards.map((a) => a.getAttribute('href'))).toEqual(['/course/play/1?lc_no=12', '/course/play/2?lc_no=21']);
  });
});
