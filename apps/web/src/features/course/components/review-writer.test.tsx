import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { courseMain, lectures } from '../../../test/learning-fixtures';
import { REVIEW_LOGIN_TEXT, REVIEW_THANKS_TEXT } from './review-writer';
import { fillPath, courseApi, reviewApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });

const check = (available: 'Y' | 'N', message: string, reason = available === 'Y' ? 'ok' : 'not_watched') => ({
  course_sn: 21,
  available,
  reason,
  message,
  watched_seconds: available === 'Y' ? 900 : 120,
  completed_count: 0,
});

function server(options: { check: ReturnType<typeof check>; afterReview?: boolean }): Handler {
  let reviewed = false;
  return (config) => {
    if (config.url === fillPath(courseApi.main.path, { id: 21 }))
      return ok(reviewed ? { ...courseMain(), reviews: { count: 1, star_avg: 4, text: '4.0 (1)' } } : courseMain());
    if (config.url === fillPath(courseApi.lectures.path, { id: 21 })) return ok(lectures());
    if (config.url === reviewApi.check.path) return ok(options.check);
    if (config.url === reviewApi.write.path && config.method === 'post') {
      reviewed = true;
      return ok({ review_sn: 7, course_sn: 21, star: 4, summary: { count: 1, star_avg: 4, text: '4.0 (1)' } });
    }
    return undefined;
  };
}

describe('course page review writing', () => {
  it('lets an eligible member rate and write a review, sends {course_sn, star, contents} and thanks them', async () => {
    const { user, calls } = renderApp('/course/21', { user: signedInUser, handler: server({ check: check('Y', '리뷰를 작성할 수 있습니다.') }) });
    const region = await screen.findByRole('region', { name: '수강 후기' });
    const form = await within(region).findByRole('form', { name: '리뷰 쓰기' });
    expect(calls.find((c) => c.url === reviewApi.check.path)?.params).toEqual({ course_sn: 21 });

    const group = within(form).getByRole('group', { name: '별점' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(group).getByRole('radio', { name: '별 5개' }));
    // Keyboard: arrow keys move within the radio group.
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '별 4개' })).toBeChecked();

    const textarea = within(form).getByRole('textbox', { name: '리뷰 내용' });
    expect(within(form).getByText(/0\/1,000자/)).toBeInTheDocument();
    await user.type(textarea, '  차트 보는 법이 정리됐어요  ');
    expect(within(form).getByText(/18\/1,000자/)).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: '리뷰 등록' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(REVIEW_THANKS_TEXT);
    const post = calls.find((c) => c.url === reviewApi.write.path && c.method === 'post');
    expect(JSON.parse(post?.data as string)).toEqual({ course_sn: 21, star: 4, contents: '  차트 보는 법이 정리됐어요  ' });
    // The course query is refetched, so the summary shows the new average and count.
    expect(await within(region).findByText('4.0 (1)')).toBeInTheDocument();
  });

  it('asks for a rating before sending', async () => {
    const { user, calls } = renderApp('/course/21', { user: signedInUser, handler: server({ check: check('Y', '리뷰를 작성할 수 있습니다.') }) });
    const form = await screen.findByRole('form', { name: '리뷰 쓰기' });
    await user.type(within(form).getByRole('textbox', { name: '리뷰 내용' }), '좋아요');
    await user.click(within(form).getByRole('button', { name: '리뷰 등록' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('별점을 선택해 주세요.');
    expect(calls.some((c) => c.url === reviewApi.write.path && c.method === 'post')).toBe(false);
  });

  it("shows the server's message instead of the form when the member may not write yet", async () => {
    const message = '강의 한 편을 90% 이상 보거나 이 강의를 10분 이상 수강하면 리뷰를 남길 수 있어요.';
    renderApp('/course/21', { user: signedInUser, handler: server({ check: check('N', message) }) });
    const region = await screen.findByRole('region', { name: '수강 후기' });
    expect(await within(region).findByText(message)).toBeInTheDocument();
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
  });

  it('offers a visitor a login link and does not ask review/chk', async () => {
    const { calls } = renderApp('/course/21', { handler: server({ check: check('Y', '') }) });
    const region = await screen.findByRole('region', { name: '수강 후기' });
    expect(within(region).getByRole('link', { name: REVIEW_LOGIN_TEXT })).toHaveAttribute('href', '/login?returnUrl=%2Fcourse%2F21');
    await waitFor(() => expect(calls.some((c) => c.url === fillPath(courseApi.lectures.path, { id: 21 }))).toBe(true));
    expect(calls.some((c) => c.url === reviewApi.check.path)).toBe(false);
  });
});
