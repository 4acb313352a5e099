import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { myApi, playApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const pass = { title: '전체 강의 이용권 12개월', kind: 'pass', valid_until: '2027-11-27T14:59:59.000Z', days_left: 365, covers: '이용권 포함 강의 전체', course_sn: null, ca_sn: null, p_ca_sn: null };
const server =
  (access: unknown[]): Handler =>
  (config) => {
    if (config.url === playApi.learning.path) return ok({ list: [] });
    if (config.url === myApi.holdings.path) return ok({ access, points: 0 });
    return undefined;
  };

describe('/my/class (issue 48 item 12)', () => {
  it('a pass holder who has not started anything sees what the pass opens and the way in, not "무료 강의부터"', async () => {
    renderApp('/my/class', { user: signedInUser, handler: server([pass]) });
    const held = await screen.findByRole('region', { name: '지금 볼 수 있는 강의' });
    expect(within(held).getByText('전체 강의 이용권 12개월')).toBeInTheDocument();
    expect(within(held).getByText('이용권 포함 강의 전체')).toBeInTheDocument();
    expect(within(held).getByText(/2027\.11\.27까지/)).toBeInTheDocument();
    expect(within(held).getByRole('link', { name: /강의 고르기/ })).toHaveAttribute('href', '/course');
    expect(screen.queryByText('무료 강의부터 시작해 보세요')).not.toBeInTheDocument();
    expect(screen.queryByText('아직 수강한 강의가 없습니다.')).not.toBeInTheDocument();
  });

  it('a member with nothing to watch is still pointed at the free courses', async () => {
    renderApp('/my/class', { user: signedInUser, handler: server([]) });
    expect(await screen.findByText('무료 강의부터 시작해 보세요')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '지금 볼 수 있는 강의' })).not.toBeInTheDocument();
  });
});
