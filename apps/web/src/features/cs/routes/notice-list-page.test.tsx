import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeItem } from '@school/contracts';
import { renderApp } from '../../../test/render-app';
import { csApi } from '@school/contracts/endpoints';

const notice = (notice_sn: number, title: string, category: NoticeItem['category'] = 'service'): NoticeItem => ({
  notice_sn,
  category,
  category_label: category === 'system' ? '점검' : '서비스',
  title,
  pinned: 'N',
  posted_on: '2026-11-20',
  is_demo: 'Y',
});
const page = (items: NoticeItem[]) => ({ status: 200, body: { code: '0000', message: '성공', data: { pinned: [], items, total: items.length, page: 1, size: 10 } } });

describe('/cs/notice search', () => {
  it('never counts the previous list as the search result while the search loads', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderApp('/cs/notice', {
      handler: async (config) => {
        if (config.url !== csApi.notices.path) return undefined;
        if (!(config.params as { q?: string }).q) return page([notice(1, '[예시] 개인정보 처리방침 개정 안내'), notice(2, '[예시] 정기 점검 안내', 'system')]);
        await answered;
        return page([notice(2, '[예시] 정기 점검 안내', 'system')]);
      },
    });
    expect(await screen.findByRole('link', { name: /개인정보 처리방침 개정 안내/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '공지사항 검색' }), '점검');
    await userEvent.click(within(screen.getByRole('search', { name: '공지사항 검색' })).getByRole('button', { name: '검색' }));

    expect(await screen.findByText('“점검” 검색 중입니다…')).toBeInTheDocument();
    expect(screen.queryByText(/검색 결과 \d+건/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();

    answer();
    expect(await screen.findByText('“점검” 검색 결과 1건')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /개인정보 처리방침 개정 안내/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument();
  });
});
