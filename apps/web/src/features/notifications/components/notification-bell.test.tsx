import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import type { NotificationItem } from '@school/contracts';
import { noticesApi, fillPath } from '@school/contracts/endpoints';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';

// Whole-app renders: generous when the machine is busy.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 45_000 });

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const paid: NotificationItem = { id: 7, kind: 'payment', title: '결제가 완료되었습니다', body: '"1개월 이용권" 59,000원', link: '/my/purchase', created_at: '2026-11-28T01:00:00.000Z', read: 'N' };

/** A server with one unread payment notice; reading it takes the count to 0. */
function server(): Handler {
  let read = false;
  return (c) => {
    if (c.url === noticesApi.unread.path) return ok({ unread: read ? 0 : 1 });
    if (c.url === noticesApi.list.path) return ok({ list: [{ ...paid, read: read ? 'Y' : 'N' }], total: 1, page: 1, size: 20, unread: read ? 0 : 1 });
    if (c.url === fillPath(noticesApi.markRead.path, { id: 7 }) && c.method === 'post') {
      read = true;
      return ok({ unread: 0 });
    }
    return undefined;
  };
}

describe('the notification bell', () => {
  it('shows the unread count to a signed-in member and opens the list; opening a notice marks it read and follows its link', async () => {
    const { user, location, calls } = renderApp('/', { user: signedInUser, handler: server() });
    const bells = await screen.findAllByRole('link', { name: '알림 1개 안 읽음' });
    // One in the desktop header, one in the phone header (each hidden by CSS at the other width).
    expect(bells).toHaveLength(2);
    expect(bells[0]).toHaveTextContent('1');
    await user.click(bells[0]!);
    expect(location()).toBe('/my/notifications');
    const item = await screen.findByRole('link', { name: /결제가 완료되었습니다/ });
    expect(item).toHaveTextContent('(안 읽음)');
    await user.click(item);
    await waitFor(() => expect(location()).toBe('/my/purchase'));
    expect(calls.some((c) => c.url === fillPath(noticesApi.markRead.path, { id: 7 }))).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('link', { name: '알림' }).length).toBeGreaterThanOrEqual(2));
  });

  it('is not shown to a visitor who is not signed in', async () => {
    const { calls } = renderApp('/', { user: null, handler: server() });
    expect(await screen.findByRole('search', { name: '강의 검색' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^알림/ })).toBeNull();
    expect(calls.some((c) => c.url === noticesApi.unread.path)).toBe(false);
  });
});
