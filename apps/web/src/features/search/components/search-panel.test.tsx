import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, type Handler } from '../../../test/render-app';
import { searchApi, stocksApi } from '@school/contracts/endpoints';

const ok = (data: unknown) => ({ status: 200, body: { code: '0000', message: '성공', data } });
const samsung = { code: '005930', name_ko: '삼성전자', name_en: 'Samsung Electronics', market: 'KOSPI', market_label: '코스피', sector: '전기전자', price: null, change_rate: null };
const provenance = { is_sample: 'Y', notice: null, as_of: '2026-11-27' };

function server(): { handler: Handler; recorded: unknown[] } {
  const recorded: unknown[] = [];
  const handler: Handler = (config) => {
    const url = config.url ?? '';
    if (url === searchApi.popular.path) return ok({ terms: ['반도체', '차트'] });
    if (url === searchApi.record.path) {
      recorded.push(JSON.parse(String(config.data)));
      return ok({ counted: true });
    }
    if (url === stocksApi.search.path) {
      const q = (config.params as { q: string; market: string }).q;
      const market = (config.params as { market: string }).market;
      return ok({ ...provenance, market, q, items: market === 'kr' && q === '삼전' ? [samsung] : [] });
    }
    if (url === searchApi.search.path) return ok({ searchText: '삼전', page: 1, size: 20, courses: { list: [], total: 0 }, lectures: { list: [], total: 0 }, teachers: { list: [], total: 0 } });
    return undefined;
  };
  return { handler, recorded };
}

describe('header search panel (issue 48 item 13)', () => {
  it('empty: 인기 검색어 and this device\'s 최근 검색어, removable; typing "삼전" suggests 삼성전자 as one list', async () => {
    localStorage.setItem('school:recent-searches', JSON.stringify(['캔들', 'ETF']));
    const { handler, recorded } = server();
    const { user } = renderApp('/', { handler });
    const box = (await screen.findAllByRole('searchbox'))[0]!;
    await user.click(box);
    const recent = await screen.findByRole('region', { name: '최근 검색어' });
    expect(within(recent).getByRole('button', { name: '캔들' })).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: '최근 검색어 ETF 삭제' }));
    expect(within(recent).queryByRole('button', { name: 'ETF' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('school:recent-searches')!)).toEqual(['캔들']);
    const popular = screen.getByRole('region', { name: '인기 검색어' });
    expect(await within(popular).findByRole('button', { name: /반도체/ })).toBeInTheDocument();

    await user.type(box, '삼전');
    const list = await screen.findByRole('list', { name: '추천 검색 결과' });
    const link = within(list).getByRole('link', { name: /삼성전자/ });
    expect(link).toHaveAttribute('href', '/stocks/info/kr?code=005930');
    expect(within(list).getByText('국내 종목')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(recorded).toEqual([{ searchText: '삼전' }]));
    expect(JSON.parse(localStorage.getItem('school:recent-searches')!)).toEqual(['삼전', '캔들']);
  });
});
