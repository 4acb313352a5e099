import { describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { PracticeAccount, PracticePerformance } from '@school/contracts';
import { renderApp, signedInUser } from '../../../test/render-app';
import { practiceApi } from '@school/contracts/endpoints';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom draws no canvas: a stand-in records what each line of the chart is given.
const lines: { color: string; data: unknown[] }[] = [];
vi.mock('lightweight-charts', () => ({
  ColorType: { Solid: 'solid' },
  LineStyle: { Dashed: 2 },
  LineSeries: 'line',
  createChart: () => ({
    addSeries: (_kind: string, options: { color: string }) => {
      const line = { color: options.color, data: [] as unknown[] };
      lines.push(line);
      return { setData: (data: unknown[]) => (line.data = data) };
    },
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => undefined,
  }),
}));

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const cash = (region: 'kr' | 'us') => ({ region, currency: region === 'kr' ? 'KRW' : 'USD', start: 1, cash: 1, reserved: 0, available: 1, holdings_value: 0, total: 1, realised: 0, unrealised: 0, return_rate: 0 });
const account: PracticeAccount = { is_sample: 'Y', notice: '실제 시세가 아니라 연습용으로 만든 가격과 재무 수치입니다.', started_at: '2026-11-23T00:00:00.000Z', cash: [cash('kr'), cash('us')] as PracticeAccount['cash'], holdings: [], open_orders: [], fill_rules: [] };
const kr: PracticePerformance = {
  region: 'kr', currency: 'KRW', start: 10_000_000, started_at: '2026-11-23T00:00:00.000Z', index_name: 'KOSPI', is_sample: 'Y',
  notice: '실제 시세가 아니라 연습용으로 만든 가격과 재무 수치입니다.', as_of: '2026-11-25',
  points: [
    { date: '2026-11-23', value: 9_999_895, return_pct: 0, index_return_pct: 0 },
    { date: '2026-11-24', value: 10_014_895, return_pct: 0.15, index_return_pct: 1 },
    { date: '2026-11-25', value: 10_018_347, return_pct: 0.18, index_return_pct: -2 },
  ],
};
const us: PracticePerformance = { ...kr, region: 'us', currency: 'USD', start: 10_000, index_name: 'S&P 500', as_of: null, points: [] };

function server(c: InternalAxiosRequestConfig) {
  if (c.url === practiceApi.account.path) return ok(account);
  if (c.url === practiceApi.performance.path) return ok((c.params as { region: string }).region === 'kr' ? kr : us);
  if (c.url === practiceApi.history.path) return ok({ page: 1, total: 0, items: [] });
  if (c.url === practiceApi.contests.path) return ok({ items: [] });
  return undefined;
}

describe('/practice 수익률 추이', () => {
  it('draws the account against KOSPI with legend, 출처·기준일 and (예시); a region without fills says how the chart appears', async () => {
    lines.length = 0;
    renderApp('/practice', { handler: server, user: signedInUser });
    const korea = await screen.findByRole('article', { name: '국내 계좌 · 내 계좌 vs KOSPI' });
    const legend = within(korea).getByRole('list', { name: '범례' });
    expect(legend).toHaveTextContent('내 계좌 +0.18%');
    expect(legend).toHaveTextContent('KOSPI (예시) -2.00%');
    expect(within(korea).getByText(/^\(예시\) 실제 시세가 아니라 .* · 기준일 2026-11-25$/)).toBeInTheDocument();
    expect(await within(korea).findByText('2026-11-23부터 2026-11-25까지 내 계좌 +0.18%, KOSPI -2.00%')).toBeInTheDocument();
    await waitFor(() => expect(lines.find((l) => l.color === '#1d4ed8')?.data).toHaveLength(3));
    expect(lines.find((l) => l.color === '#64748b')?.data).toEqual([
      { time: '2026-11-23', value: 0 },
      { time: '2026-11-24', value: 1 },
      { time: '2026-11-25', value: -2 },
    ]);

    const america = await screen.findByRole('article', { name: '미국 계좌 · 내 계좌 vs S&P 500' });
    expect(within(america).getByText('체결된 거래가 생기면 수익률 그래프가 나타납니다.')).toBeInTheDocument();
  });
});
