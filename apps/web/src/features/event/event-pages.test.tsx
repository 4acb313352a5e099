import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { EventDetail } from '@school/contracts';
import { renderApp, signedInUser, type Handler } from '../../test/render-app';
import { fillPath, eventsApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '이벤트에 참여했습니다.', data } });

const event: EventDetail = {
  event_sn: 1000,
  event_type: 'welcome-points',
  title: '[예시] 첫 참여 감사 포인트',
  summary: '요약',
  body: '본문',
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  status: 'ongoing',
  status_label: '진행중',
  benefit_label: '포인트 1,000P',
  participant_count: 3,
  is_demo: 'Y',
};

describe('/event/{id}', () => {
  it('sends a visitor to /login with the event as returnUrl', async () => {
    const handler: Handler = (c) => (c.url === fillPath(eventsApi.detail.path, { id: 1000 }) ? ok(event) : undefined);
    const { user, location } = renderApp('/event/1000', { handler });
    await user.click(await screen.findByRole('link', { name: '로그인하고 참여하기' }));
    await waitFor(() => expect(location()).toBe(`/login?returnUrl=${encodeURIComponent('/event/1000')}`));
  });

  it('a member takes part once: the button is then spent; a refusal (joined on another device) also shows it spent', async () => {
    let joined = false;
    let elsewhere = false;
    const handler: Handler = (c) => {
      if (c.url === fillPath(eventsApi.detail.path, { id: 1000 })) return ok(event);
      if (c.url === fillPath(eventsApi.participation.path, { type: 'welcome-points' })) return ok({ event_type: 'welcome-points', participated: joined ? 'Y' : 'N', participated_at: null, benefit_label: null });
      if (c.url === eventsApi.participate.path && c.method === 'put') {
        expect(JSON.parse(String(c.data))).toEqual({ event_type: 'welcome-points' });
        if (elsewhere) {
          joined = true;
          return { status: 409, body: { code: '7003', message: '이미 참여한 이벤트입니다. 이벤트는 한 번만 참여할 수 있습니다.', data: null } };
        }
        joined = true;
        return ok({ event_type: 'welcome-points', participated: 'Y', participated_at: '2026-11-23T00:00:00.000Z', benefit_label: '포인트 1,000P' });
      }
      return undefined;
    };
    const first = renderApp('/event/1000', { handler, user: signedInUser });
    await first.user.click(await screen.findByRole('button', { name: '이벤트 참여하기' }, { timeout: 3000 }));
    expect(await screen.findByRole('status')).toHaveTextContent('이벤트에 참여했습니다.');
    expect(await screen.findByRole('button', { name: '✓ 참여 완료' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '이벤트 참여하기' })).not.toBeInTheDocument();
    first.unmount();

    joined = false;
    elsewhere = true;
    const second = renderApp('/event/1000', { handler, user: signedInUser });
    await second.user.click(await screen.findByRole('button', { name: '이벤트 참여하기' }, { timeout: 3000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 참여한 이벤트입니다');
    expect(await screen.findByRole('button', { name: '✓ 참여 완료' })).toBeDisabled();
  });
});
