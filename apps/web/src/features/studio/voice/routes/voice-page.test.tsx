import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Providers } from '../../../../app/providers';
import { studioClient } from '../../../../lib/http-client';
import { createQueryClient } from '../../../../lib/query-client';
import VoicePage from './voice-page';

const at = '2026-11-20T03:00:00.000Z';

/** The studio's voice addresses, in memory, keeping what the page writes. */
function server() {
  const reviews = [
    { review_sn: 1, course_sn: 40, course_title: '차트 읽기', nickname: '답받은이', star: 5, contents: '좋았어요', created_at: at, reply: '감사합니다' },
    { review_sn: 2, course_sn: 40, course_title: '차트 읽기', nickname: '기다리는이', star: 3, contents: '예제가 더 있으면', created_at: at, reply: null as string | null },
  ];
  const news: Array<{ news_sn: number; course_sn: number; course_title: string; title: string; body: string; is_ad: 'Y' | 'N'; sent_count: number; created_at: string }> = [];
  const sent: Array<{ url: string; body: unknown }> = [];
  studioClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const body = config.data ? (JSON.parse(String(config.data)) as Record<string, unknown>) : null;
    if (body) sent.push({ url: key, body });
    const reply = (status: number, code: string, data: unknown, message = '성공'): AxiosResponse => {
      const response = { data: { code, message, data }, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    if (key === 'GET /api/studio/reviews') return reply(200, '0000', { list: reviews });
    if (key === 'PUT /api/studio/reviews/2/reply') {
      reviews[1]!.reply = String(body!.body);
      return reply(200, '0000', null, '답글을 올렸습니다.');
    }
    if (key === 'GET /api/studio/courses')
      return reply(200, '0000', { list: [{ course_sn: 40, title: '차트 읽기', is_published: 'Y', student_count: 1234, lecture_count: 8, open_draft_sn: null, open_status: null }] });
    if (key === 'GET /api/studio/news') return reply(200, '0000', { list: news });
    if (key === 'POST /api/studio/news') {
      if (body!.is_ad === 'Y') return reply(400, '7406', null, '광고성 새소식은 밤 9시부터 아침 8시까지 보낼 수 없습니다.');
      news.unshift({ news_sn: 9, course_sn: 40, course_title: '차트 읽기', title: String(body!.title), body: String(body!.body), is_ad: 'N', sent_count: 1234, created_at: at });
      return reply(200, '0000', { news: news[0] }, '1,234명에게 새소식을 보냈습니다.');
    }
    return reply(404, '9004', null, '없는 주소입니다.');
  };
  return { sent };
}

const show = () => render(<Providers client={createQueryClient()}>{<VoicePage />}</Providers>);

describe('/studio/voice', () => {
  it('puts reviews waiting for a reply first; a reply shows the server’s words, and then none waits', async () => {
    const { sent } = server();
    const user = userEvent.setup();
    show();
    const items = await screen.findAllByRole('listitem', { name: /님의 수강평$/ });
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['기다리는이님의 수강평', '답받은이님의 수강평']);

    const waiting = screen.getByRole('listitem', { name: '기다리는이님의 수강평' });
    await user.type(within(waiting).getByLabelText('공개 답글'), '다음 주에 예제를 올리겠습니다');
    await user.click(within(waiting).getByRole('button', { name: '답글 올리기' }));
    expect(await within(waiting).findByRole('status')).toHaveTextContent('답글을 올렸습니다.');
    expect(sent).toContainEqual({ url: 'PUT /api/studio/reviews/2/reply', body: { body: '다음 주에 예제를 올리겠습니다' } });

    // Answered now: none waits, and the "waiting only" view says so.
    await user.click(await screen.findByRole('checkbox', { name: '답하지 않은 것만 (0)' }));
    expect(screen.queryAllByRole('listitem', { name: /님의 수강평$/ })).toHaveLength(0);
    expect(screen.getByText('답글을 기다리는 수강평이 없습니다.')).toBeInTheDocument();
  });

  it('새소식: a promotion refused at night says why and keeps the text; an ordinary one is sent, cleared and listed', async () => {
    const { sent } = server();
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: '새소식' }));
    const form = await screen.findByRole('form', { name: '새소식 보내기' });
    expect(await within(form).findByRole('option', { name: '차트 읽기 (수강생 1,234명)' })).toBeInTheDocument();
    await user.type(within(form).getByLabelText('제목'), '12월 특강 안내');
    await user.type(within(form).getByLabelText('내용'), '수강생 여러분께 특강을 엽니다.');
    await user.click(within(form).getByRole('checkbox', { name: /홍보가 담긴 소식입니다/ }));
    await user.click(within(form).getByRole('button', { name: '새소식 보내기' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('광고성 새소식은 밤 9시부터 아침 8시까지 보낼 수 없습니다.');
    expect(within(form).getByLabelText('제목')).toHaveValue('12월 특강 안내');

    await user.click(within(form).getByRole('checkbox', { name: /홍보가 담긴 소식입니다/ }));
    await user.click(within(form).getByRole('button', { name: '새소식 보내기' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('1,234명에게 새소식을 보냈습니다.');
    expect(within(form).getByLabelText('제목')).toHaveValue('');
    expect(sent.at(-1)).toEqual({ url: 'POST /api/studio/news', body: { course_sn: 40, title: '12월 특강 안내', body: '수강생 여러분께 특강을 엽니다.', is_ad: 'N' } });
    const list = screen.getByRole('region', { name: '보낸 새소식' });
    expect(await within(list).findByText('12월 특강 안내')).toBeInTheDocument();
    expect(within(list).getByText(/1,234명에게/)).toBeInTheDocument();
  });
});
