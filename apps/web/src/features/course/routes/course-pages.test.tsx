import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_LABEL } from '@school/contracts/plain';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { card, courseMain, emptySearch, lectures, listOf } from '../../../test/learning-fixtures';
import { POPULAR_NOTE } from './course-list-page';
import { fillPath, courseApi, playApi, searchApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });

const catalogue =
  (extra: Handler = () => undefined): Handler =>
  async (config) => {
    const own = await extra(config);
    if (own) return own;
    if (config.url === courseApi.list.path) return ok(listOf([card(1), card(2, { is_free: 'Y', price: 0, pass_included: 'N', is_demo: 'N' })], { total: 30 }));
    if (config.url === fillPath(courseApi.main.path, { id: 21 })) return ok(courseMain());
    if (config.url === fillPath(courseApi.lectures.path, { id: 21 })) return ok(lectures());
    return undefined;
  };

describe('/course list', () => {
  it('shows cards with the demo label, level, lecture count, total time and price', async () => {
    renderApp('/course?p_ca_sn=193&ca_sn=254', { handler: catalogue() });
    const list = await screen.findByRole('region', { name: '강의 목록' });
    const first = (await within(list).findByRole('link', { name: '강의 1' })).closest('article')!;
    expect(within(first).getByText(DEMO_LABEL)).toBeInTheDocument();
    expect(within(first).getByText('중급')).toBeInTheDocument();
    expect(within(first).getByText('이용권 포함')).toBeInTheDocument();
    expect(within(first).getByText('강의 8개 · 3시간 20분')).toBeInTheDocument();
    expect(within(first).getByText('169,000원')).toBeInTheDocument();
    const second = within(list).getByRole('link', { name: '강의 2' }).closest('article')!;
    expect(within(second).queryByText(DEMO_LABEL)).not.toBeInTheDocument();
    expect(within(second).getAllByText('무료')).toHaveLength(2);
    expect(screen.getByText('강의 30개')).toBeInTheDocument();
  });

  it('shows the star average, review count and student count where a course has them, and nothing where not', async () => {
    const handler: Handler = (config) =>
      config.url === courseApi.list.path
        ? ok(listOf([card(1, { review_count: 12, star_avg: 4.5, student_count: 1234 }), card(2)]))
        : undefined;
    renderApp('/course', { handler: catalogue(handler) });
    const list = await screen.findByRole('region', { name: '강의 목록' });
    const rated = (await within(list).findByRole('link', { name: '강의 1' })).closest('article')!;
    expect(rated).toHaveTextContent('★별점 4.5 (12)');
    expect(within(rated).getByText('수강생 1,234명')).toBeInTheDocument();
    const fresh = within(list).getByRole('link', { name: '강의 2' }).closest('article')!;
    expect(fresh).not.toHaveTextContent('★');
    expect(fresh).not.toHaveTextContent('수강생');
  });

  it('keeps sort and page in the address and sends them to the API', async () => {
    const { user, location, calls } = renderApp('/course?p_ca_sn=193&ca_sn=254', { handler: catalogue() });
    await screen.findByRole('link', { name: '강의 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '낮은 가격순');
    expect(location()).toBe('/course?p_ca_sn=193&ca_sn=254&sort=price_asc');
    await user.click(screen.getByRole('link', { name: '2페이지' }));
    expect(location()).toBe('/course?p_ca_sn=193&ca_sn=254&sort=price_asc&page=2');
    await waitFor(() =>
      expect(calls.some((c) => c.url === courseApi.list.path && c.params?.sort === 'price_asc' && c.params?.page === 2)).toBe(true),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '인기순');
    expect(location()).toBe('/course?p_ca_sn=193&ca_sn=254&sort=popular');
    expect(screen.getByText(POPULAR_NOTE)).toBeInTheDocument();
  });

  it('asks for free courses on /course/free and says so when there are none', async () => {
    const { calls } = renderApp('/course/free', { handler: catalogue((c) => (c.url === courseApi.list.path ? ok(listOf([], { category: null })) : undefined)) });
    expect(await screen.findByRole('heading', { level: 1, name: '무료 강의' })).toBeInTheDocument();
    expect(await screen.findByText('아직 등록된 강의가 없습니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === courseApi.list.path)?.params).toMatchObject({ free: 'Y' });
  });

  it("shows the server's message for an unknown category", async () => {
    renderApp('/course?p_ca_sn=9999', {
      handler: catalogue((c) =>
        c.url === courseApi.list.path ? { status: 404, body: { code: '3002', message: '카테고리를 찾을 수 없습니다.', data: null } } : undefined,
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('카테고리를 찾을 수 없습니다.');
  });
});

describe('/course/{id}', () => {
  it('shows the intro, teacher, curriculum with durations and preview badges, and the review summary', async () => {
    renderApp('/course/21', { handler: catalogue() });
    expect(await screen.findByRole('heading', { level: 1, name: '단기 매매의 원칙과 리스크 관리' })).toBeInTheDocument();
    const curriculum = screen.getByRole('region', { name: '커리큘럼' });
    const items = await within(curriculum).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('오리엔테이션');
    expect(items[0]).toHaveTextContent('미리보기');
    expect(items[0]).toHaveTextContent('4:01');
    expect(within(screen.getByRole('region', { name: '수강 후기' })).getByText('리뷰 없음')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '강사' })).getByRole('link', { name: '진우혁' })).toHaveAttribute('href', '/teacher/6');
    // A sample teacher is labelled 예시 강사, not 예시 강의.
    expect(within(screen.getByRole('region', { name: '강사' })).getByText('예시 강사')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '강사' })).queryByText(DEMO_LABEL)).not.toBeInTheDocument();
    expect(screen.getAllByText(DEMO_LABEL).length).toBeGreaterThan(0);
  });

  it('sends a visitor from 수강하기 to /login with the course as returnUrl', async () => {
    const { user, location } = renderApp('/course/21', { handler: catalogue() });
    await user.click(await screen.findByRole('button', { name: '수강하기' }));
    expect(location()).toBe('/login?returnUrl=%2Fcourse%2F21');
  });

  it('opens the player for a member whose access check answers 0000', async () => {
    const { user, location, calls } = renderApp('/course/21', {
      user: signedInUser,
      handler: catalogue((c) => (c.url === fillPath(playApi.courseAccess.path, { course_sn: 21 }) ? ok(null) : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: '수강하기' }));
    await waitFor(() => expect(location()).toBe('/course/play/21'));
    expect(calls.some((c) => c.url === fillPath(playApi.courseAccess.path, { course_sn: 21 }))).toBe(true);
  });

  it("shows the server's message with a way to /payment/product when access is denied", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = '수강 권한이 없습니다. 이용권을 구매한 뒤 이용해 주세요.';
    const { user, location } = renderApp('/course/21', {
      user: signedInUser,
      handler: catalogue((c) => (c.url === fillPath(playApi.courseAccess.path, { course_sn: 21 }) ? { status: 403, body: { code: '3010', message, data: null } } : undefined)),
    });
    await user.click(await screen.findByRole('button', { name: '수강하기' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message);
    expect(error).toHaveBeenCalledWith(`[course-access] 3010 ${message}`);
    await user.click(within(dialog).getByRole('button', { name: '이용권 보러 가기' }));
    await waitFor(() => expect(location()).toBe('/payment/product'));
    error.mockRestore();
  });

  it('shows a pass holder their progress and the way back instead of prices', async () => {
    const learned = {
      course_sn: 21, title: '단기 매매의 원칙과 리스크 관리', cover: '/c.png', is_demo: 'N', lecture_count: 5, started_count: 3, completed_count: 2,
      progress_percent: 40, last_watched_at: '2026-11-20T01:00:00.000Z', last_lc_no: 3902, last_lecture_title: '손절의 기준', completed_lc_nos: [3901],
    };
    renderApp('/course/21', {
      user: signedInUser,
      handler: catalogue((c) => {
        if (c.url === fillPath(playApi.courseAccess.path, { course_sn: 21 })) return ok({ course_sn: 21, reason: 'pass' });
        if (c.url === playApi.learning.path) return ok({ list: [learned] });
        return undefined;
      }),
    });
    const box = await screen.findByRole('complementary', { name: '수강 안내' });
    expect(await within(box).findByText('이용권으로 수강 중 · 진도 40%')).toBeInTheDocument();
    expect(await within(box).findByRole('link', { name: '이어 학습하기' })).toHaveAttribute('href', '/course/play/21?lc_no=3902');
    expect(within(box).queryByRole('button', { name: '수강하기' })).not.toBeInTheDocument();
    expect(within(box).queryByRole('region', { name: '구매 방법' })).not.toBeInTheDocument();
  });
});

describe('/search', () => {
  it("shows the server's no-results message as it is", async () => {
    renderApp('/search?searchText=zzzz', {
      handler: (c) => (c.url === searchApi.search.path ? { status: 200, body: { code: '0000', message: '검색 결과가 없습니다.', data: emptySearch('zzzz') } } : undefined),
    });
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });
});
