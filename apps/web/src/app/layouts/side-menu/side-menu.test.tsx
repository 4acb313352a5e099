import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { hiddenTitles, visibleTitles } from '../../../test/fixtures';
import { menuApi } from '@school/contracts/endpoints';

async function openMenu() {
  const app = renderApp('/teacher');
  const hamburger = await screen.findByRole('button', { name: '전체 메뉴 열기' });
  expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await app.user.click(hamburger);
  const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
  return { ...app, hamburger, dialog };
}

describe('side menu', () => {
  it('opens from the hamburger as a modal dialog and marks the button expanded', async () => {
    const { hamburger, dialog } = await openMenu();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('shows free courses, the HOT entry and the visible category tree only', async () => {
    const { dialog } = await openMenu();
    expect(within(dialog).getByRole('link', { name: '무료 강의' })).toHaveAttribute('href', '/course/free');
    expect(within(dialog).getByRole('link', { name: '해외선물 HOT' })).toHaveAttribute('href', '/course?p_ca_sn=193&ca_sn=254');

    const tree = await within(dialog).findByRole('navigation', { name: '강의 카테고리' });
    for (const title of visibleTitles) expect(within(tree).getByRole('link', { name: title })).toBeInTheDocument();
    for (const title of hiddenTitles) expect(within(dialog).queryByText(title)).not.toBeInTheDocument();
    expect(within(tree).getByRole('link', { name: '국내주식' })).toHaveAttribute('href', '/course?p_ca_sn=100');
    expect(within(tree).getByRole('link', { name: '주식 입문' })).toHaveAttribute('href', '/course?p_ca_sn=100&ca_sn=101');
    expect(within(tree).getByRole('link', { name: '주식 기초 용어' })).toHaveAttribute('href', '/course?p_ca_sn=101&ca_sn=111');
  });

  it('closes on an overlay click', async () => {
    const { user, dialog, hamburger } = await openMenu();
    const overlay = dialog.previousElementSibling as HTMLElement;
    await user.click(overlay);
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).not.toBeInTheDocument();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const { user, hamburger } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('keeps Tab focus inside the menu', async () => {
    const { user, dialog } = await openMenu();
    await within(dialog).findByRole('link', { name: '국내주식' });
    const closeButton = within(dialog).getByRole('button', { name: '전체 메뉴 닫기' });
    expect(closeButton).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('link', { name: '고객센터' })).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user, dialog, location } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: '무료 강의' }));
    expect(location()).toBe('/course/free');
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an honest error with a retry', async () => {
    let fail = true;
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const app = renderApp('/teacher', {
      handler: async (c) => {
        if (c.url !== menuApi.menu.path || !fail) return undefined;
        await gate;
        return { status: 500, body: { code: '9000', message: '일시적인 오류가 발생했습니다.', data: null } };
      },
    });
    await app.user.click(await screen.findByRole('button', { name: '전체 메뉴 열기' }));
    const dialog = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('카테고리를 불러오는 중입니다');
    answer();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('카테고리를 불러오지 못했습니다. 일시적인 오류가 발생했습니다.');
    fail = false;
    await app.user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await within(dialog).findByRole('link', { name: '국내주식' })).toBeInTheDocument();
  });
});
