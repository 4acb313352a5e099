import { koreanMoment, type PracticeAccount } from '@school/contracts';
import { describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderApp, signedInUser } from '../../../test/render-app';
import { practiceApi, stocksApi } from '@school/contracts/endpoints';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const cash = (region: 'kr' | 'us') => ({ region, currency: region === 'kr' ? 'KRW' : 'USD', start: 1, cash: 1, reserved: 0, available: 1, holdings_value: 0, total: 1, realised: 0, unrealised: 0, return_rate: 0 });
const account: PracticeAccount = { is_sample: 'N', notice: null, started_at: '2026-11-23T00:00:00.000Z', cash: [cash('kr'), cash('us')] as PracticeAccount['cash'], holdings: [], open_orders: [], fill_rules: [] };
const samsung = { code: '005930', name_ko: '삼성전자', name_en: 'Samsung Electronics', market: 'KOSPI', market_label: '코스피', sector: '전기전자', price: 70_000, change_rate: 1 };
const search = (market: string, items: unknown[]) => ({ is_sample: 'N', notice: null, as_of: '2026-11-27', market, q: 'x', items });
const placed = {
  id: 1, region: 'kr', code: '005930', name_ko: '삼성전자', side: 'buy', kind: 'market', qty: 1, limit_price: null, status: 'open', status_label: '체결 대기',
  placed_at: koreanMoment('2026-11-28', '03:00').toISOString(), trade_from: '2026-11-30', filled_on: null, fill_price: null, amount: null, fee: null, tax: null,
};

function server(c: InternalAxiosRequestConfig) {
  if (c.url === practiceApi.account.path) return ok(account);
  if (c.url === practiceApi.history.path && c.method === 'post') return ok(placed);
  if (c.url === practiceApi.history.path) return ok({ page: 1, total: 0, items: [] });
  if (c.url === practiceApi.contests.path) return ok({ items: [] });
  if (c.url === practiceApi.performance.path) return ok(null);
  if (c.url === practiceApi.feeQuote.path) return ok({ last_close: 70_000, last_date: '2026-11-27', price: null, amount: 70_000, fee: 11, tax: 0, tax_label: '증권거래세', total: 70_011 });
  if (c.url === stocksApi.search.path) {
    const { market, q } = c.params as { market: string; q: string };
    return ok(search(market, market === 'kr' && ['삼성', '005930'].includes(q) ? [samsung] : []));
  }
  return undefined;
}

// Issue 48 item 17: ordering from /practice itself, the sheet titled by the stock's name, when a weekend order fills.
describe('/practice ordering', () => {
  it('finds a stock on the page and opens its order sheet titled by name; the order says when it can fill', async () => {
    const { user } = renderApp('/practice', { handler: server, user: signedInUser });
    await user.type(await screen.findByRole('searchbox', { name: '종목 이름이나 코드' }), '삼성');
    await user.click(await screen.findByRole('button', { name: '삼성전자 주문' }));
    const sheet = await screen.findByRole('dialog', { name: '삼성전자 모의 주문' });
    expect(within(sheet).getByText('용어 풀이')).toBeInTheDocument();
    expect(within(sheet).queryByText(/min\(/)).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: '모의 매수 주문' }));
    expect(await within(sheet).findByRole('status')).toHaveTextContent(/11월 30일\(월\) 장 마감\(15:30\) 뒤에 .* 주말과 공휴일에는 장이 열리지 않아/);
  });

  it('names the stock of a 모의 매수 link that carries its code only', async () => {
    renderApp('/practice?region=kr&code=005930', { handler: server, user: signedInUser });
    expect(await screen.findByRole('dialog', { name: '삼성전자 모의 주문' })).toBeInTheDocument();
  });
});
