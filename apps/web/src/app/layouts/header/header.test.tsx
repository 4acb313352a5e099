import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

describe('header search', () => {
  it('keeps at most 255 of 256 typed characters', async () => {
    const { user } = renderApp('/');
    const input = await screen.findByRole('searchbox', { name: '검색어' });
    await user.type(input, 'a'.repeat(256));
    expect(input).toHaveValue('a'.repeat(255));
  });

  it('clamps pasted text to 255 characters', async () => {
    const { user } = renderApp('/');
    const input = await screen.findByRole('searchbox', { name: '검색어' });
    await user.click(input);
    await user.paste('가'.repeat(300));
    expect(input).toHaveValue('가'.repeat(255));
  });

  it('runs the search on Enter and on the button, and ignores an empty search', async () => {
    const { user, location } = renderApp('/teacher');
    const form = await screen.findByRole('search', { name: '강의 검색' });
    const input = within(form).getByRole('searchbox', { name: '검색어' });

    await user.click(within(form).getByRole('button', { name: '검색' }));
    await user.type(input, '   {Enter}');
    expect(location()).toBe('/teacher');

    await user.clear(input);
    await user.type(input, '차트 분석{Enter}');
    expect(location()).toBe(`/search?${new URLSearchParams({ searchText: '차트 분석' }).toString()}`);
    expect(await screen.findByRole('heading', { name: '강의 검색' })).toBeInTheDocument();
    expect(screen.getByText('‘차트 분석’')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'ETF');
    await user.click(within(form).getByRole('button', { name: '검색' }));
    expect(location()).toBe('/search?searchText=ETF');
  });

  it('searches stocks of the current market on stock pages', async () => {
    const { user, location } = renderApp('/stocks/rank/us');
    const form = await screen.findByRole('search', { name: '종목 검색' });
    await user.type(within(form).getByRole('searchbox', { name: '해외 종목 검색어' }), 'AAPL{Enter}');
    expect(location()).toBe('/stocks/search/us?searchText=AAPL');
  });

  it('opens a full-screen search layer from the search button', async () => {
    const { user, location } = renderApp('/');
    const opener = await screen.findByRole('button', { name: '검색 열기' });
    await user.click(opener);
    const layer = screen.getByRole('dialog', { name: '검색' });
    expect(layer).toHaveAttribute('aria-modal', 'true');
    const input = within(layer).getByRole('searchbox', { name: '검색어' });
    expect(input).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '검색' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');

    await user.click(opener);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: '검색' })).toBeInTheDocument();
    await user.type(within(screen.getByRole('dialog', { name: '검색' })).getByRole('searchbox'), '배당주{Enter}');
    expect(location()).toBe(`/search?${new URLSearchParams({ searchText: '배당주' }).toString()}`);
    expect(screen.queryByRole('dialog', { name: '검색' })).not.toBeInTheDocument();
  });
});

describe('guide tip', () => {
  it('stays dismissed after a reload', async () => {
    const first = renderApp('/');
    const tip = await screen.findByRole('note', { name: '검색 안내' });
    expect(tip).toHaveTextContent('종목명이나 초성으로 검색해 보세요');
    await first.user.click(within(tip).getByRole('button', { name: '검색 안내 닫기' }));
    expect(screen.queryByRole('note', { name: '검색 안내' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('guideTip') ?? '{}')).toEqual({ stockSearch: true });
    first.unmount();

    renderApp('/');
    await screen.findByRole('searchbox', { name: '검색어' });
    expect(screen.queryByRole('note', { name: '검색 안내' })).not.toBeInTheDocument();
  });
});

describe('fixed header', () => {
  it('marks the header fixed once the page scrolls past the logo', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-fixed', 'false');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-fixed', 'true');
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header).toHaveAttribute('data-fixed', 'false');
  });
});

describe('header links', () => {
  it('links to events, passes and login with the current path as returnUrl', async () => {
    renderApp('/teacher');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: '이벤트·혜택' })).toHaveAttribute('href', '/event');
    expect(within(header).getByRole('link', { name: '이용권' })).toHaveAttribute('href', '/payment/product');
    expect(within(header).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?returnUrl=%2Fteacher');
  });
});

describe('main navigation', () => {
  it('marks the category entry current, not "전체 강의", on a category page', async () => {
    renderApp('/course?p_ca_sn=193&ca_sn=254');
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '해외선물 HOT' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '전체 강의' })).not.toHaveAttribute('aria-current');
  });

  it('marks the current section in the bottom menu', async () => {
    renderApp('/stocks/rank/us');
    const bottom = await screen.findByRole('navigation', { name: '하단 메뉴' });
    expect(within(bottom).getByRole('link', { name: '분석자료' })).toHaveAttribute('aria-current', 'page');
    expect(within(bottom).getByRole('link', { name: '강의' })).not.toHaveAttribute('aria-current');
  });
});
