import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, signedInUser } from '../test/render-app';

// Built in issues 11 and 14: each page has its own heading and no 준비 중 notice.
const sitePages: Array<[string, string]> = [
  ['/payment/product', '이용권 구매'],
  ['/event', '이벤트·혜택'],
  ['/event/seminar', '세미나'],
  ['/cs/notice', '고객센터'],
  ['/cs/faq', '고객센터'],
  ['/cs/inquiry', '고객센터'],
];

const memberPages: Array<[string, string]> = [
  ['/my', '내 정보'],
  ['/my/class', '내 강의실'],
  ['/my/history', '최근 본 강의'],
  ['/my/purchase', '구매 내역'],
  ['/my/coupon', '쿠폰'],
  ['/my/info', '회원 정보'],
];

describe('routes', () => {
  it.each(sitePages)('%s is a real page titled %s', async (path, title) => {
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(main).queryByText(/준비하고 있어요/)).not.toBeInTheDocument();
  });

  it.each(memberPages)('%s opens for a member as %s', async (path, title) => {
    renderApp(path, { user: signedInUser });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the home page with the visible category entry points', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /투자 공부/ })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '분야별 강의' });
    expect(await within(section).findByRole('link', { name: '국내주식' })).toHaveAttribute('href', '/course?p_ca_sn=100');
    expect(within(section).queryByText('가상자산')).not.toBeInTheDocument();
  });

  it('names the chosen category on /course', async () => {
    renderApp('/course?p_ca_sn=193&ca_sn=254');
    expect(await screen.findByRole('heading', { level: 1, name: '해외선물' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(crumbs).getByRole('link', { name: '해외파생' })).toHaveAttribute('href', '/course?p_ca_sn=193');
  });

  it('shows the sign-in form on /login and keeps the returnUrl', async () => {
    const { location } = renderApp('/login?returnUrl=%2Fmy%2Fcoupon');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toBeInTheDocument();
    expect(location()).toBe('/login?returnUrl=%2Fmy%2Fcoupon');
  });

  it('shows the search text on /search and the stock search pages', async () => {
    const first = renderApp('/search?searchText=%EC%B0%A8%ED%8A%B8');
    expect(await screen.findByText('‘차트’')).toBeInTheDocument();
    first.unmount();
    renderApp('/stocks/search/us?searchText=AAPL');
    expect(await screen.findByRole('heading', { level: 1, name: '해외 종목 검색' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /해외 종목명/ })).toHaveValue('AAPL');
  });

  it('shows a Korean 404 page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });
});
