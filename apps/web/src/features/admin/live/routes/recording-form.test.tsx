import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Providers } from '../../../../app/providers';
import { consoleClient } from '../../../../lib/http-client';
import { createQueryClient } from '../../../../lib/query-client';
import { RecordingForm } from './recording-form';

/** The recording → lecture on an ended class (decision 134) against an in-memory server. */
function server() {
  const bodies: unknown[] = [];
  let attached = false;
  consoleClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const reply = (status: number, code: string, data: unknown, message: string): AxiosResponse => {
      const response = { data: { code, message, data }, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    if (`${config.method?.toUpperCase()} ${config.url}` !== 'POST /api/admin/live/40/recording') return reply(404, '9404', null, '없음');
    const body = JSON.parse(String(config.data)) as { course_sn: number; media_key: string; title: string | null };
    bodies.push(body);
    if (body.course_sn !== 21) return reply(400, '3225', null, '이 라이브 수업 강사의 강의에만 다시보기를 올릴 수 있습니다.');
    if (attached) return reply(409, '3227', null, '이 라이브 수업의 다시보기는 이미 강의로 올렸습니다.');
    attached = true;
    return reply(200, '0000', { live_id: 40, course_sn: 21, draft_sn: 1007, title: body.title, duration_sec: 3600 }, '다시보기를 강의 수정 제안에 추가했습니다. 검토 후 공개됩니다.');
  };
  return { bodies };
}

describe('다시보기를 강의로', () => {
  it("sends the course, the video and the title; shows the server's refusal and then the proposal it went into", async () => {
    const { bodies } = server();
    const user = userEvent.setup();
    render(
      <Providers client={createQueryClient()}>
        <RecordingForm liveId={40} title="장전 시황" />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: '다시보기를 강의로' }));
    const form = screen.getByRole('form', { name: '다시보기를 강의로' });
    expect(within(form).getByLabelText('강의 제목')).toHaveValue('장전 시황 다시보기');
    // Nothing is sent without a course number.
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText('강의 번호를 숫자로 입력해 주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText('강의 번호'), '22');
    await user.type(within(form).getByLabelText('영상 위치'), 'uploads/abc');
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText('이 라이브 수업 강사의 강의에만 다시보기를 올릴 수 있습니다.')).toBeInTheDocument();
    // The form keeps what was typed after a refusal.
    expect(within(form).getByLabelText('영상 위치')).toHaveValue('uploads/abc');

    await user.clear(within(form).getByLabelText('강의 번호'));
    await user.type(within(form).getByLabelText('강의 번호'), '21');
    await user.click(within(form).getByRole('button', { name: '강의에 추가' }));
    expect(await within(form).findByText(/검토 후 공개됩니다. \(제안 번호 1007\)/)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ course_sn: 21, media_key: 'uploads/abc', title: '장전 시황 다시보기' });
  });
});
