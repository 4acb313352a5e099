import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioCoupon } from '@school/contracts';
import { ApiError } from '../../../../lib/api-client';
import { CouponCard } from './coupon-card';

const coupon: StudioCoupon = {
  key: '1042',
  batch: null,
  course_sn: 7,
  course_title: '차트 읽기 첫걸음',
  name: '오픈 기념 할인',
  discount: '20%',
  early_bird: 'N',
  code: 'OPEN-20',
  count: 100,
  registered: 3,
  used: 1,
  discount_won: 20_000,
  valid_from: '2026-11-28T15:00:00.000Z',
  valid_until: '2026-12-10T15:00:00.000Z',
  created_at: '2026-11-28T01:00:00.000Z',
  ended: 'N',
};
const noDownload = async () => {};

describe('a coupon in the studio list', () => {
  it('ends only after the confirmation, and shows the server’s message', async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn(async () => ({ message: '쿠폰 사용을 종료했습니다. 등록한 회원 2명의 쿠폰도 함께 종료했습니다.' }));
    render(
      <ul>
        <CouponCard coupon={coupon} onEnd={onEnd} onDownload={noDownload} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: '사용 종료' }));
    const confirm = screen.getByRole('group', { name: '쿠폰 사용 종료 확인' });
    expect(confirm).toHaveTextContent('이미 등록했지만 아직 쓰지 않은 회원의 쿠폰도 함께 종료됩니다');
    expect(onEnd).not.toHaveBeenCalled();

    // 취소: nothing is sent, the button is back.
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('group', { name: '쿠폰 사용 종료 확인' })).not.toBeInTheDocument();
    expect(onEnd).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '사용 종료' }));
    await user.click(screen.getByRole('button', { name: '종료하기' }));
    expect(onEnd).toHaveBeenCalledWith('1042');
    expect(await screen.findByRole('status')).toHaveTextContent('등록한 회원 2명의 쿠폰도 함께 종료했습니다.');
  });

  it('shows a refusal as an alert and keeps the confirmation open', async () => {
    const user = userEvent.setup();
    const onEnd = vi.fn(async () => {
      throw new ApiError('3229', '내 쿠폰 목록에 없는 쿠폰입니다. 목록을 새로 고쳐 주세요.');
    });
    render(
      <ul>
        <CouponCard coupon={coupon} onEnd={onEnd} onDownload={noDownload} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: '사용 종료' }));
    await user.click(screen.getByRole('button', { name: '종료하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('내 쿠폰 목록에 없는 쿠폰입니다.');
    expect(screen.getByRole('group', { name: '쿠폰 사용 종료 확인' })).toBeInTheDocument();
  });

  it('an ended coupon is marked and has no end button; a batch offers its codes as CSV', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn(async () => {});
    render(
      <ul>
        <CouponCard coupon={{ ...coupon, key: 'b-1', batch: 'b-1', code: null, ended: 'Y', valid_until: '2026-11-29T03:00:00.000Z' }} onEnd={vi.fn()} onDownload={onDownload} />
      </ul>,
    );
    expect(screen.getByText('종료됨')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '사용 종료' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '번호 받기 (CSV)' }));
    expect(onDownload).toHaveBeenCalledWith('b-1');
  });
});
