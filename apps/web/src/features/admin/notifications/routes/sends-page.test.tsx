import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosResponse } from 'axios';
import { Providers } from '../../../../app/providers';
import { consoleClient } from '../../../../lib/http-client';
import { createQueryClient } from '../../../../lib/query-client';
import NotificationSendsPage from './sends-page';
import { noticesApi } from '@school/contracts/endpoints';

const send = (over: object) => ({
  send_sn: 7,
  status: 'running',
  kind: 'notice',
  title: '보강 안내',
  segment: '구독 중인 회원',
  targeted: 3,
  processed: 2,
  delivered: 2,
  refused_consent: 0,
  refused_night: 0,
  created_at: '2026-11-28T05:00:00.000Z',
  ...over,
});

describe('/admin/notifications: a send going out from the job', () => {
  it('shows how far it is, and asks again until it is done', async () => {
    const answers = [send({}), send({ status: 'done', processed: 3, delivered: 3 })];
    let asked = 0;
    consoleClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
      const list = config.url === noticesApi.adminSend.path ? [answers[Math.min(asked++, 1)]] : null;
      return { data: { code: '0000', message: '성공', data: list ? { list } : null }, status: 200, statusText: '', headers: {}, config };
    };
    const router = createMemoryRouter([{ path: '/admin/notifications', element: <NotificationSendsPage /> }], { initialEntries: ['/admin/notifications'] });
    render(
      <Providers client={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('보내는 중 2/3명')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '보강 안내 보내기 진행' })).toHaveAttribute('aria-valuenow', '66');
    // Asked again while the send is open (every 2 s), then no more once it is done.
    expect(await screen.findByText('보내기 완료')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(/대상 3명 · 보냄 3명/)).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
