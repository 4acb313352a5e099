import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { myApi, subscriptionApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const plans = {
  plans: [{ plan_sn: 1, code: 'monthly', name: '월간 구독', months: 1, price: 49_000, first_price: null, first_charge: 49_000, first_price_note: null, unlocks: '전체 강의', notice_days: 7, price_change: null }],
  consent_version: 'v1',
  consent_lines: ['매월 자동 결제됩니다.'],
};
const server =
  (access: unknown[]): Handler =>
  (config) => {
    if (config.url === subscriptionApi.plans.path) return ok(plans);
    if (config.url === myApi.holdings.path) return ok({ access, points: 0 });
    return undefined;
  };

describe('/subscription start', () => {
  it('tells a pass holder the pass already opens the courses before they pay again', async () => {
    renderApp('/subscription', {
      user: signedInUser,
      handler: server([
        { title: '전체 강의 이용권 12개월', kind: 'pass', valid_until: '2027-11-20T03:00:00.000Z', days_left: 358, covers: '이용권 포함 강의 전체', course_sn: null, ca_sn: null, p_ca_sn: null },
        { title: '단기 매매', kind: 'course', valid_until: null, days_left: null, covers: '단기 매매 강의', course_sn: 7, ca_sn: null, p_ca_sn: null },
      ]),
    });
    const note = await screen.findByRole('note', { name: '이미 이용 중' });
    expect(note).toHaveTextContent('「전체 강의 이용권 12개월」으로 2027년 11월 20일까지');
    expect(note).toHaveTextContent('첫 결제가 바로 이루어지고');
  });

  it('says nothing to a member without a pass', async () => {
    renderApp('/subscription', { user: signedInUser, handler: server([]) });
    expect(await screen.findByRole('button', { name: '카드 등록하고 구독 시작' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: '이미 이용 중' })).not.toBeInTheDocument();
  });
});
