import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../lib/api-client';
import { CouponForm } from './coupon-form';

const policy = { max_rate_pct: 25, max_days: 14, early_bird_max_rate_pct: 30, early_bird_max_days: 30, updated_at: null };
const courses = [{ course_sn: 7, title: '차트 읽기 첫걸음' }];
const REFUSAL = '할인율이 운영 정책의 한도를 넘습니다. 한도 안에서 다시 입력해 주세요. (일반 쿠폰 한도: 할인율 25% 이하(정액은 9,750원 이하), 기간 14일 이하)';

describe('the studio coupon form', () => {
  it('shows the server’s Korean refusal with the limit, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => {
      throw new ApiError('4101', REFUSAL);
    });
    render(<CouponForm courses={courses} policy={policy} onCreate={onCreate} />);
    expect(screen.getByText(/일반 쿠폰은 할인율 25% · 기간 14일까지/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('쿠폰 이름'), '오픈 기념');
    await user.type(screen.getByLabelText('할인율 (%)'), '40');
    await user.click(screen.getByRole('button', { name: '쿠폰 만들기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ course_sn: 7, name: '오픈 기념', discount_type: 'percent', discount_value: 40, count: 100, mode: 'code', code: null, early_bird: 'N' }));
    expect(screen.getByLabelText('할인율 (%)')).toHaveValue('40');
  });

  it('says what is missing before sending, and shows the codes once made', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => ({ message: '쿠폰을 만들었습니다.', codes: ['OPEN-20'] }));
    render(<CouponForm courses={courses} policy={policy} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: '쿠폰 만들기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('쿠폰 이름을 입력해 주세요.');
    expect(onCreate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('쿠폰 이름'), '오픈 기념');
    await user.type(screen.getByLabelText('할인율 (%)'), '20');
    await user.type(screen.getByLabelText('쿠폰 번호 (선택)'), 'open-20');
    await user.click(screen.getByRole('button', { name: '쿠폰 만들기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('쿠폰을 만들었습니다.');
    expect(screen.getByRole('region', { name: '만든 쿠폰 번호' })).toHaveTextContent('OPEN-20');
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ code: 'OPEN-20' }));
  });
});
