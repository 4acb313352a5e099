import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCouponRow } from '@school/contracts/admin';
import { CouponList } from './coupon-list';

const row = (over: Partial<AdminCouponRow>): AdminCouponRow => ({
  key: '1',
  batch: null,
  coupon_sn: 1,
  name: '쿠폰',
  discount: '10%',
  code: 'CODE-1',
  codes: 1,
  registered: 0,
  used: 0,
  valid_until: null,
  created_at: '2026-11-28T01:00:00.000Z',
  teacher_sn: null,
  teacher_name: null,
  ...over,
});
const list = [
  row({ key: '1', name: '가입 축하 쿠폰', code: 'WELCOME-1' }),
  row({ key: '2', name: '오픈 기념 할인', code: 'KIM-20', teacher_sn: 5, teacher_name: '김쿠폰' }),
  row({ key: '3', name: '연말 특가', code: 'LEE-10', teacher_sn: 6, teacher_name: '이남의' }),
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('the console coupon list', () => {
  it('marks teachers’ coupons with a 강사 쿠폰 badge and the teacher’s name, and filters by kind and teacher', async () => {
    const user = userEvent.setup();
    render(<CouponList list={list} onError={() => {}} />);
    expect(names()).toEqual(['가입 축하 쿠폰', '오픈 기념 할인강사 쿠폰 · 김쿠폰', '연말 특가강사 쿠폰 · 이남의']);
    const school = screen.getAllByRole('row')[1]!;
    expect(within(school).queryByText(/강사 쿠폰/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('쿠폰 종류'), '강사 쿠폰');
    expect(names()).toEqual(['오픈 기념 할인강사 쿠폰 · 김쿠폰', '연말 특가강사 쿠폰 · 이남의']);
    await user.selectOptions(screen.getByLabelText('강사'), '이남의');
    expect(names()).toEqual(['연말 특가강사 쿠폰 · 이남의']);

    await user.selectOptions(screen.getByLabelText('강사'), '모든 강사');
    await user.selectOptions(screen.getByLabelText('쿠폰 종류'), '학교 쿠폰');
    expect(names()).toEqual(['가입 축하 쿠폰']);
  });
});
