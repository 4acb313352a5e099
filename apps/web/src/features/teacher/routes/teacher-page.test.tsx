import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { fillPath, studioApi, teacherApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const teacher = { teacher_sn: 6, name: '진우혁', headline: '실전 매매일지', profile_image: fillPath(teacherApi.portrait.path, { file: '6.svg' }), is_demo: 'Y', course_count: 0, bio: '소개', career: [] };
const noStats = { rating: { average: null, count: 0 }, qna: { window_days: 90, asked: 0, answered: 0, answer_rate: null } };
const news = (n: number) => ({
  news_sn: 1000 + n,
  course_sn: 22,
  course_title: '차트 입문',
  title: `소식 ${n}`,
  body: `본문 ${n}`,
  is_ad: 'N',
  created_at: `2026-11-${String(20 + n).padStart(2, '0')}T03:00:00.000Z`,
});

describe('/teacher/{id}', () => {
  it("is titled by the teacher's name and labels a sample teacher 예시 강사", async () => {
    renderApp('/teacher/6', {
      handler: (c) => {
        if (c.url === fillPath(teacherApi.detail.path, { id: 6 })) return ok({ teacher, courses: [] });
        if (c.url === fillPath(teacherApi.stats.path, { id: 6 })) return ok(noStats);
        if (c.url === fillPath(studioApi.teacherNews.path, { id: 6 })) return ok({ list: [] });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '진우혁' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^진우혁 \|/));
    expect(screen.getByText('예시 강사')).toBeInTheDocument();
    expect(screen.queryByText('예시 강의')).not.toBeInTheDocument();
    // Nothing asked or reviewed: said in words, not as 0 %.
    expect(await screen.findByText('최근 질문 없음')).toBeInTheDocument();
    expect(screen.getByText('아직 없음')).toBeInTheDocument();
    expect(await screen.findByText('아직 올린 새소식이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '새소식 전체 보기' })).not.toBeInTheDocument();
  });

  it('shows the rating, the answered questions with the rate and its window, and the newest three 새소식 with dates', async () => {
    const asked: unknown[] = [];
    renderApp('/teacher/6', {
      handler: (c) => {
        if (c.url === fillPath(teacherApi.detail.path, { id: 6 })) return ok({ teacher, courses: [] });
        if (c.url === fillPath(teacherApi.stats.path, { id: 6 })) return ok({ rating: { average: 4.3, count: 1234 }, qna: { window_days: 90, asked: 133, answered: 128, answer_rate: 96 } });
        if (c.url === fillPath(studioApi.teacherNews.path, { id: 6 })) {
          asked.push(c.params);
          return ok({ list: [news(3), news(2), news(1)] });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('128개 · 답변율 96%')).toBeInTheDocument();
    expect(screen.getByText(/최근 90일 동안 공개 강의에 올라온 질문/)).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('(1,234개)')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: '새소식' });
    const items = within(section).getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual(['소식 3', '소식 2', '소식 1']);
    // 03:00 UTC is noon in Korea: the Korean date.
    expect(within(items[0]!).getByText('2026년 11월 23일')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: '차트 입문' })).toHaveAttribute('href', '/course/22');
    expect(within(section).getByRole('link', { name: '새소식 전체 보기' })).toHaveAttribute('href', '/teacher/6/news');
    expect(asked).toContainEqual({ size: 3 });
  });
});

describe('/teacher/{id}/news', () => {
  it("lists every 새소식 with the whole text under the teacher's name", async () => {
    renderApp('/teacher/6/news', {
      handler: (c) => {
        if (c.url === fillPath(teacherApi.detail.path, { id: 6 })) return ok({ teacher, courses: [] });
        if (c.url === fillPath(studioApi.teacherNews.path, { id: 6 })) return ok({ list: [5, 4, 3, 2, 1].map(news) });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: '진우혁 강사 새소식' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('본문 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '강사 소개로 돌아가기' })).toHaveAttribute('href', '/teacher/6');
  });
});
