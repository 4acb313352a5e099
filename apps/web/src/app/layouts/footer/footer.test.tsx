import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { sampleBusiness } from '../../../test/fixtures';
import { FOOTER_DOCUMENTS } from '../../../features/legal/documents';
import { businessApi } from '@school/contracts/endpoints';

describe('footer', () => {
  it('shows business details marked as examples and links to the customer centre', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const term of ['상호', '대표', '주소', '사업자등록번호', '통신판매업 신고번호', '개인정보 보호책임자', '제휴 문의', '제휴 전화']) {
      expect(within(footer).getByText(term)).toBeInTheDocument();
    }
    // From the server (GET /api/comm/business): samples are marked as such.
    expect(await within(footer).findByText('(예시) 주식회사 투자학교')).toBeInTheDocument();
    expect(within(footer).getAllByText(/\(예시\)/).length).toBeGreaterThan(5);
    expect(within(footer).getByRole('link', { name: '고객센터' })).toHaveAttribute('href', '/cs/notice');
    expect(within(footer).getByRole('link', { name: /영상 채널/ })).toHaveAttribute('target', '_blank');
  });

  it.each(FOOTER_DOCUMENTS.map((d) => d.label))('opens %s in a modal popup with close and confirm buttons', async (label) => {
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName();
    // The real text arrived (not the "being prepared" fallback).
    expect(dialog).not.toHaveTextContent('문서를 준비하고 있습니다');
    expect(dialog.textContent.length).toBeGreaterThan(300);
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers a scroll-to-top button once the page is scrolled', async () => {
    renderApp('/');
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('button', { name: '맨 위로 이동' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('button', { name: '맨 위로 이동' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('on a phone, shows it only while scrolling back up, never over the content being read', async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    try {
      renderApp('/');
      await screen.findByRole('contentinfo');
      for (const y of [600, 900]) {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('button', { name: '맨 위로 이동' })).not.toBeInTheDocument();
      Object.defineProperty(window, 'scrollY', { value: 700, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      expect(await screen.findByRole('button', { name: '맨 위로 이동' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });
});

describe('footer with the configured business details', () => {
  it('shows them from the server, with the public lookup link of the registration number', async () => {
    const real = { ...sampleBusiness, company_name: '주식회사 투자학교', business_reg_no: '123-45-67890', business_reg_lookup_url: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890', is_example: false };
    renderApp('/', { handler: (config) => (config.url === businessApi.info.path ? { status: 200, body: { code: '0000', message: '성공', data: real } } : undefined) });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('123-45-67890')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /사업자정보 확인/ })).toHaveAttribute('href', 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890');
    expect(within(footer).getByRole('link', { name: /^영상 채널/ })).toBeInTheDocument();
  });
});

