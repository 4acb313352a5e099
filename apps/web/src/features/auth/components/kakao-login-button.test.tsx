import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KakaoConsentNote, KakaoLoginButton } from './kakao-login-button';

describe('KakaoLoginButton', () => {
  it("is Kakao's yellow button with the black symbol, states the consent items, and acts on click", async () => {
    const onClick = vi.fn();
    render(
      <>
        <KakaoLoginButton label="카카오 로그인" disabled={false} describedBy="consent" onClick={onClick} />
        <KakaoConsentNote id="consent" />
      </>,
    );
    const button = screen.getByRole('button', { name: '카카오 로그인' });
    expect(button.className).toContain('bg-[#FEE500]');
    expect(button.className).toContain('text-black/85');
    expect(screen.getByTestId('kakao-symbol')).toHaveAttribute('fill', '#000000');
    expect(button).toHaveAccessibleDescription(/닉네임\(필수\)과 이메일\(선택\)/);
    expect(button).toHaveAccessibleDescription(/전화번호는 카카오에서 받지 않으며/);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(<KakaoLoginButton label="카카오 로그인" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '카카오 로그인' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
