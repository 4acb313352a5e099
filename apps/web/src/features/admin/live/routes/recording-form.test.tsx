import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Providers } from '../../../../app/providers';
import { adminCatalogueApi, myApi } from '@school/contracts/endpoints';
import { consoleClient } from '../../../../lib/http-client';
import { consoleSessionStore } from '../../../../stores/console-session';
import { createQueryClient } from '../../../../lib/query-client';
import { RecordingForm } from './recording-form';

/** The recording → lecture on an ended class (decision 134) against an in-memory server, as `role`. */
function server(role: 'staff' | 'teacher') {
  const bodies: unknown[] = [];
  const asked: string[] = [];
  let attached = false;
  consoleSessionStore.getState().open({ email: `${role}@example.com`, accessToken: 'a', refreshToken: 'r', device: null });
  consoleClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const reply = (status: number, code: string, data: unknown, message: string): AxiosResponse => {
      const response = { data: { code, message, data }, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    const query = new URLSearchParams(config.params as Record<string, string>).toString();
    const at = `${config.method?.toUpperCase()} ${config.url}${query ? `?${query}` : ''}`;
    asked.push(at);
    if (at === `GET ${myApi.simpleUser.path}`) return reply(200, '0000', { email: `${role}@example.com`, user_name: '운영', nickname: '운영', provider_cd: 'email', role }, '');
    if (role === 'teacher' && at.startsWith('GET /api/admin/catalogue')) return reply(403, '0903', null, '권한이 없습니다.');
    if (at === `GET ${adminCatalogueApi.courses.path}?page=1&teacher_sn=7`) {
      const row = { category: '주식', teacher: '김강사', is_free: 'N', price: 0, pass_included: 'Y', watermark: 'Y', is_demo: 'N', lecture_count: 3, updated_at: '2026-11-01T00:00:00Z' };
      return reply(200, '0000', { total: 2, list: [{ ...row, course_sn: 21, title: '장전 시황 모음', is_published: 'Y' }, { ...row, course_sn: 22, title: '준비 중인 강의', is_published: 'N' }] }, '');
    }
    if (at === `GET ${adminCatalogueApi.media.path}`) return reply(200, '0000', { list: [{ media_key: 'uploads/abc', title: '11월 28일 방송 녹화', duration_sec: 3725 }] }, '');
    if (at !== 'POST /api/admin/live/40/recording') return reply(404, '9404', null, '없음');
    const body = JSON.parse(String(config.data)) as { course_sn: number; media_key: string; title: string | null };
    bodies.push(body);
    if (body.course_sn !== 21) return reply(400, '3225', null, '이 라이브 수업 강사의 강의에만 다시보기를 올릴 수 있습니다.');
    if (attached) return reply(409, '3227', null, '이 라이브 수업의 다시보기는 이미 강의로 올렸습니다.');
    attached = true;
    return reply(200, '0000', { live_id: 40, course_sn: 21, draft_sn: 1007, title: body.title, duration_sec: 3600 }, '다시보기를 강의 수정 제안에 추가했습니다. 검토 후 공개됩니다.');
  };
  return { bodies, asked };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  render(
    <Providers client={createQueryClient()}>
      <RecordingForm liveId={40} title="장전 시황" teacherSn={7} />
    </Providers>,
  );
  await user.click(screen.getByRole('button', { name: '다시보기를 강의로' }));
  return screen.findByRole('form', { name: '다시보기를 강의로' });
};

describe('다시보기를 강의로', () => {
  afterEach(() => {
    cleanup();
    consoleSessionStore.getState().close();
  });

  it("staff pick the class teacher's course and a video with its length; nothing is sent before both are picked", async () => {
    const { bodies, asked } = server('staff');
    const user = userEvent.setup();
    const form = await open(user);
    expect(within(form).getByLabelText('강의 제목')).toHaveValue('장전 시황 다시보기');
    const course = within(form).getByLabelText('강의');
    expect(await within(course).findByRole('option', { name: '준비 중인 강의 (비공개)' })).toBeInTheDocument();
    expect(asked).toContain(`GET ${adminCatalogueApi.courses.path}?page=1&teacher_sn=7`);
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText('강의를 골라 주세요.')).toBeInTheDocument();
    await user.selectOptions(course, '장전 시황 모음');
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText('영상을 골라 주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('영상'), '11월 28일 방송 녹화 · 62:05');
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText(/검토 후 공개됩니다. \(제안 번호 1007\)/)).toBeInTheDocument();
    expect(bodies).toEqual([{ course_sn: 21, media_key: 'uploads/abc', title: '장전 시황 다시보기' }]);
  });

  it("a teacher types the course number and the video's place; the server's refusal is shown and what was typed is kept", async () => {
    const { bodies, asked } = server('teacher');
    const user = userEvent.setup();
    const form = await open(user);
    expect(await within(form).findByLabelText('강의 번호')).toBeInTheDocument();
    // Nothing is sent without a course number.
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText('강의 번호를 숫자로 입력해 주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText('강의 번호'), '22');
    await user.type(within(form).getByLabelText('영상 위치'), 'uploads/abc');
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText('이 라이브 수업 강사의 강의에만 다시보기를 올릴 수 있습니다.')).toBeInTheDocument();
    expect(within(form).getByLabelText('영상 위치')).toHaveValue('uploads/abc');

    await user.clear(within(form).getByLabelText('강의 번호'));
    await user.type(within(form).getByLabelText('강의 번호'), '21');
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText(/검토 후 공개됩니다. \(제안 번호 1007\)/)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ course_sn: 21, media_key: 'uploads/abc', title: '장전 시황 다시보기' });
    // The console's catalogue is staff's: a teacher's form never asks for it.
    // eslint-disable-next-line no-restricted-syntax -- every address of the console's catalogue (adminCatalogueApi), not one endpoint
    expect(asked.filter((a) => a.includes('/api/admin/catalogue'))).toEqual([]);
  });
});
