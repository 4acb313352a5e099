import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Providers } from '../../../../app/providers';
import { consoleClient } from '../../../../lib/http-client';
import { createQueryClient } from '../../../../lib/query-client';
import { LiveBans, LiveNow } from './live-ops';

/** The console's live sections (decision 129) against an in-memory server that keeps what they change. */
function server() {
  const onAir = [{ live_id: 31, title: '오늘의 시황', teacher: '박강사', starts_at: '2026-11-28T01:00:00.000Z', viewers: 42, chat_last_min: 7, chat_per_min_10: 3.5, messages_total: 120, ingest: { state: 'live', kbps: 2480, dropped_frames: 3 } },
    { live_id: 32, title: '해외 시황', teacher: '김강사', starts_at: '2026-11-28T01:00:00.000Z', viewers: 5, chat_last_min: 0, chat_per_min_10: 0, messages_total: 0, ingest: { state: 'interrupted', kbps: null, dropped_frames: null } }];
  const bans: Array<{ member_id: number; nick: string; email: string; reason: string; banned_by: number; created_at: string }> = [];
  const calls: string[] = [];
  consoleClient.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const call = `${config.method?.toUpperCase()} ${config.url}`;
    calls.push(call);
    const reply = (status: number, code: string, data: unknown, message = '성공'): AxiosResponse => {
      const response = { data: { code, message, data }, status, statusText: '', headers: {}, config };
      if (status >= 400) throw new AxiosError(message, 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    if (call === 'GET /api/admin/live/now') return reply(200, '0000', { list: onAir });
    if (call === 'POST /api/admin/live/31/end') {
      onAir.splice(0);
      return reply(200, '0000', { live: null });
    }
    if (call === 'GET /api/admin/live/bans') return reply(200, '0000', { list: bans });
    if (call === 'POST /api/admin/live/bans') {
      const body = JSON.parse(String(config.data)) as { member_id: number; reason: string };
      if (!body.reason) return reply(400, '1001', null, '제한 사유를 입력해 주세요.');
      if (body.member_id === 5) return reply(400, '3222', null, '운영진과 강사는 채팅 이용을 제한할 수 없습니다.');
      const ban = { member_id: body.member_id, nick: '도배왕', email: 'spam@example.com', reason: body.reason, banned_by: 1, created_at: '2026-11-28T02:00:00.000Z' };
      bans.push(ban);
      return reply(200, '0000', { ban });
    }
    if (call === `DELETE /api/admin/live/bans/${bans[0]?.member_id}`) {
      const [gone] = bans.splice(0, 1);
      return reply(200, '0000', { member_id: gone!.member_id });
    }
    return reply(404, '9004', null, '없는 주소입니다.');
  };
  return { calls };
}

const show = (ui: React.ReactNode) => render(<Providers client={createQueryClient()}>{ui}</Providers>);

afterEach(() => vi.restoreAllMocks());

describe('console: 라이브 현황', () => {
  it('lists a class on air with its viewers and chat, and ending it after the confirmation takes it off', async () => {
    const { calls } = server();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    show(<LiveNow />);
    const row = (await screen.findByText('오늘의 시황 · 박강사')).closest('tr')!;
    expect(within(row).getByText('42명')).toBeInTheDocument();
    expect(within(row).getByText('7 / 3.5')).toBeInTheDocument();
    // The push's health (decision 141): the bitrate arriving and the frames ffmpeg dropped; a push that is down says so.
    expect(within(row).getByText('2,480 kbps · 끊긴 프레임 3개')).toBeInTheDocument();
    expect(within((await screen.findByText('해외 시황 · 김강사')).closest('tr')!).getByText('끊김')).toBeInTheDocument();

    // Declined: nothing is sent.
    await user.click(within(row).getByRole('button', { name: '방송 종료' }));
    expect(calls).not.toContain('POST /api/admin/live/31/end');
    await user.click(within(row).getByRole('button', { name: '방송 종료' }));
    expect(confirm).toHaveBeenLastCalledWith('"오늘의 시황" 방송을 종료할까요?');
    expect(calls).toContain('POST /api/admin/live/31/end');
    // The section leaves once nothing is on air (the list is asked for again after the change).
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: '라이브 현황' })).not.toBeInTheDocument());
  });
});

describe('console: 라이브 채팅 이용 제한', () => {
  it('says in Korean why a ban was refused and keeps what was typed; a ban made is listed and can be lifted', async () => {
    const { calls } = server();
    const user = userEvent.setup();
    show(<LiveBans />);
    await screen.findByRole('heading', { name: '라이브 채팅 이용 제한' });

    await user.type(screen.getByLabelText('회원 번호'), '5');
    await user.type(screen.getByLabelText('제한 사유'), '도배');
    await user.click(screen.getByRole('button', { name: '이용 제한' }));
    expect(await screen.findByText('운영진과 강사는 채팅 이용을 제한할 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('회원 번호')).toHaveValue('5');

    await user.clear(screen.getByLabelText('회원 번호'));
    await user.type(screen.getByLabelText('회원 번호'), '77');
    await user.click(screen.getByRole('button', { name: '이용 제한' }));
    const listed = await screen.findByText('도배왕 (#77, spam@example.com) · 도배');
    expect(screen.getByLabelText('회원 번호')).toHaveValue('');
    expect(screen.queryByText('운영진과 강사는 채팅 이용을 제한할 수 없습니다.')).not.toBeInTheDocument();

    await user.click(within(listed.closest('li')!).getByRole('button', { name: '해제' }));
    expect(calls).toContain('DELETE /api/admin/live/bans/77');
    await vi.waitFor(() => expect(screen.queryByText(/도배왕/)).not.toBeInTheDocument());
  });
});
