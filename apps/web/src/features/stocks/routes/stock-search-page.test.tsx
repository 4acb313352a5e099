import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_DATA_NOTICE } from '@school/contracts/plain';
import { renderApp, type Handler } from '../../../test/render-app';
import { stocksApi } from '@school/contracts/endpoints';

const company = (code: string, name_ko: string, price: number, change_rate: number) => ({
  code,
  name_ko,
  name_en: name_ko,
  market: 'KOSPI',
  market_label: '코스피',
  sector: '전기·전자',
  price,
  change_rate,
});

const listing = [company('005930', '삼성전자', 73400, 1.2), company('006400', '삼성SDI', 250000, -2.1), company('028260', '삼성물산', 150000, 0)];

/** A stand-in search endpoint: 삼성 and ㅅㅅ match the three 삼성 companies; anything else nothing. */
const handler: Handler = (config) => {
  if (config.url !== stocksApi.search.path) return undefined;
  const { q, market } = config.params as { q: string; market: string };
  const items = /^(삼성|ㅅㅅ)/.test(q) ? (q.startsWith('ㅅㅅㅈㅈ') ? listing.slice(0, 1) : listing) : [];
  return {
    status: 200,
    body: { code: '0000', message: '성공', data: { is_sample: 'Y', notice: SAMPLE_DATA_NOTICE, as_of: '2026-11-20', market, q, items } },
  };
};

describe('stock search page', () => {
  it('lists results while typing, moves with ↑/↓ and opens the active one with Enter', async () => {
    const { user, location } = renderApp('/stocks/search/kr', { handler });
    const box = await screen.findByRole('combobox', { name: /국내 종목명/ });
    await user.type(box, '삼성');
    const list = await screen.findByRole('listbox', { name: '국내 종목 검색 결과' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('삼성전자');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(SAMPLE_DATA_NOTICE, { exact: false })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(location()).toBe('/stocks/info/kr?code=028260');
  });

  it('Enter without an active option opens the best match; the address keeps the query', async () => {
    const { user, location } = renderApp('/stocks/search/kr?searchText=%E3%85%85%E3%85%85%E3%85%88%E3%85%88', { handler });
    const box = await screen.findByRole('combobox', { name: /국내 종목명/ });
    expect(box).toHaveValue('ㅅㅅㅈㅈ');
    expect(await screen.findByRole('option', { name: /삼성전자/ })).toBeInTheDocument();
    box.focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/stocks/info/kr?code=005930');
  });

  it('says honestly when nothing matches, and Escape clears the box', async () => {
    const { user, location } = renderApp('/stocks/search/kr', { handler });
    const box = await screen.findByRole('combobox', { name: /국내 종목명/ });
    await user.type(box, '없는회사');
    // Keystrokes in a burst are coalesced; the last one is always asked.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('‘없는회사’에 맞는 국내 종목이 없습니다.'));
    const results = screen.getByRole('region', { name: '검색 결과' });
    expect(within(results).getByText(/에 맞는 국내 종목이 없습니다/)).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The address follows the typing once it pauses, without putting old text back into the box.
    await waitFor(() => expect(location()).toBe(`/stocks/search/kr?searchText=${encodeURIComponent('없는회사')}`));
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(await screen.findByText(/이름이나 코드를 입력해 주세요/)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/stocks/search/kr'));
    expect(box).toHaveValue('');
  });
});
