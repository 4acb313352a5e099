import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PopupHost } from './popup-host';
import { showConfirm, showCustom, showDocument, showError, showInfo, usePopupStore } from '../../lib/popup';
import { setNavigator } from '../../lib/navigation';

function setup() {
  usePopupStore.setState({ popups: [] });
  const opener = document.createElement('button');
  opener.textContent = '열기';
  document.body.append(opener);
  opener.focus();
  render(<PopupHost />);
  return { opener };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('popups', () => {
  it('shows an info popup titled 알림 with 확인, locking and restoring page scroll and focus', async () => {
    const user = userEvent.setup();
    const { opener } = setup();
    document.body.style.overflow = 'auto';
    let result: Promise<boolean> | undefined;
    act(() => {
      result = showInfo('저장되었습니다.');
    });
    const dialog = screen.getByRole('dialog', { name: '알림' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('저장되었습니다.');
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '확인' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    expect(opener).toHaveFocus();
  });

  it('asks yes/no with 확인 and 취소', async () => {
    const user = userEvent.setup();
    setup();
    const onNo = vi.fn();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = showConfirm('삭제할까요?', { onNo });
    });
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '취소' }));
    await expect(answer).resolves.toBe(false);
    expect(onNo).toHaveBeenCalledOnce();
  });

  it('shows an error message as text, never as markup', () => {
    setup();
    act(() => void showError('<img src=x onerror=alert(1)>잘못된 요청'));
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog).toHaveTextContent('<img src=x onerror=alert(1)>잘못된 요청');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('renders trusted HTML contents and a custom style', () => {
    setup();
    act(() => void showDocument('이용약관', { html: '<h3>제1조 (목적)</h3><p>본문</p>' }, { maxWidth: '640px' }));
    const dialog = screen.getByRole('dialog', { name: '이용약관' });
    expect(screen.getByRole('heading', { name: '제1조 (목적)' })).toBeInTheDocument();
    expect(dialog).toHaveStyle({ maxWidth: '640px' });
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
  });

  it('runs the custom action of an info popup', async () => {
    const user = userEvent.setup();
    setup();
    const onAction = vi.fn();
    act(() => void showCustom('이용권이 필요합니다.', { actionText: '이용권 보러 가기', onAction }));
    await user.click(screen.getByRole('button', { name: '이용권 보러 가기' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('closes with Escape as a cancel', async () => {
    const user = userEvent.setup();
    setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = showConfirm('나갈까요?');
    });
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('redirects 3000 ms after opening when asked', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    setNavigator(navigate);
    setup();
    act(() => void showError('로그인이 필요합니다.', { redirect: '/login' }));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
