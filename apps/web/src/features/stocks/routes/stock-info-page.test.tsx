import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SAMPLE_DATA_NOTICE } from '@school/contracts/plain';
import { renderApp, signedInUser, type Handler } from '../../../test/render-app';
import { fillPath, stocksApi } from '@school/contracts/endpoints';

const provenance = { is_sample: 'Y', notice: SAMPLE_DATA_NOTICE, as_of: '2026-11-20' };
const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const company = { code: '005930', name_ko: '삼성전자', name_en: 'Samsung Electronics', market: 'KOSPI', market_label: '코스피', sector: '반도체' };

const info = {
  ...provenance,
  region: 'kr',
  currency: 'KRW',
  company,
  price: {
    date: '2026-11-20',
    price: 73400,
    prev_close: 72200,
    change: 1200,
    change_rate: 1.66,
    open: 72500,
    high: 73800,
    low: 72100,
    volume: 12345678,
    trade_value: 906_000_000_000,
    market_cap: 438_000_000_000_000,
  },
  figures: {
    market_cap: 438_000_000_000_000,
    shares_outstanding: 5_969_782_550,
    eps: 2131,
    bps: 52002,
    per: 34.44,
    pbr: 1.41,
    roe: 4.1,
    high_52w: 88000,
    low_52w: 49900,
    fiscal_year: 2025,
  },
};

const handler: Handler = (config) => {
  const url = config.url ?? '';
  if (url === fillPath(stocksApi.info.path, { region: 'kr', code: '005930' })) return ok(info);
  if (url === fillPath(stocksApi.top10.path, { region: 'kr' })) return ok({ ...provenance, region: 'kr', currency: 'KRW', items: [] });
  if (url === stocksApi.addFavorite.path) return ok({ is_sample: 'Y', notice: SAMPLE_DATA_NOTICE, max: 100, items: [] });
  if (url.includes('/history') || url.includes('/finance')) return { status: 503, body: { code: '5010', message: '시세 정보를 불러오지 못했습니다.', data: null } };
  return undefined;
};

describe('stock info page', () => {
  it('shows the price with the Korean colour convention, ▲ and words, and labels the figures as sample data', async () => {
    renderApp('/stocks/info/kr?code=005930', { handler });
    expect(await screen.findByRole('heading', { level: 1, name: '삼성전자' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '삼성전자' });
    expect(within(summary).getByText('73,400원')).toBeInTheDocument();
    const change = within(summary).getByText('전일 대비 1,200원(1.66%) 상승').parentElement!;
    expect(change).toHaveClass('text-red-600');
    expect(change).toHaveTextContent('▲ 1,200 (+1.66%)');
    expect(within(summary).getByText(SAMPLE_DATA_NOTICE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '투자 유의 안내' })).toHaveTextContent('투자 권유나 투자 자문이 아닙니다');
    const figures = screen.getByRole('region', { name: '주요 지표' });
    expect(within(figures).getByText('438조원')).toBeInTheDocument();
    expect(within(figures).getByText('34.44배')).toBeInTheDocument();
    // One sample-data label for the page (issue 33 item 20), not one per block.
    expect(await screen.findAllByText('예시 데이터', { exact: true })).toHaveLength(1);
    expect(screen.getAllByText(/예시 데이터/)).toHaveLength(1);
  });

  it('sends a visitor from the star to /login with this stock as returnUrl; a member gets a toggle', async () => {
    const visitor = renderApp('/stocks/info/kr?code=005930', { handler });
    const link = await screen.findByRole('link', { name: /관심 종목 추가/ });
    expect(link).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent('/stocks/info/kr?code=005930')}`);
    visitor.unmount();

    renderApp('/stocks/info/kr?code=005930', { handler, user: signedInUser });
    expect(await screen.findByRole('button', { name: '삼성전자 관심 종목' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('with imported real figures says where they come from and their day (출처, 기준일), with no sample label', async () => {
    const notice = '출처: 금융위원회 주식시세정보(공공데이터포털), 한국거래소 일별 종가';
    const real = { ...info, is_sample: 'N', notice, as_of: '2026-11-19', figures: { ...info.figures, eps: null, bps: null, per: null, pbr: null, roe: null, fiscal_year: null } };
    renderApp('/stocks/info/kr?code=005930', { handler: (config) => ((config.url ?? '') === fillPath(stocksApi.info.path, { region: 'kr', code: '005930' }) ? ok(real) : handler(config)) });
    const summary = await screen.findByRole('region', { name: '삼성전자' });
    expect(within(summary).getByText(notice)).toBeInTheDocument();
    expect(within(summary).getByText('기준일 2026-11-19 종가')).toBeInTheDocument();
    expect(screen.queryByText('예시 데이터', { exact: true })).not.toBeInTheDocument();
  });
});
