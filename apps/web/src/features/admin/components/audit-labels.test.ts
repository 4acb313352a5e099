import { describe, expect, it } from 'vitest';
import { ACTION_FILTER, actionLabel, changeRows, targetLabel } from './audit-labels';

describe('audit log in Korean', () => {
  it('names actions and targets in Korean, keeping unknown keys visible', () => {
    expect(actionLabel('comment.hide')).toBe('댓글 가리기');
    expect(actionLabel('member.suspend')).toBe('회원 이용 정지');
    expect(targetLabel('member')).toBe('회원');
    expect(actionLabel('something.new')).toBe('something.new');
    // The filter offers Korean choices whose values are the keys the API expects.
    expect(ACTION_FILTER).toContainEqual({ value: 'member', label: '회원 — 전체' });
    expect(ACTION_FILTER.find((o) => o.value === 'member.suspend')?.label).toBe('회원 · 회원 이용 정지');
  });

  it('shows only the fields that changed, with Korean names and values', () => {
    expect(changeRows({ status: 'visible', lc_no: 3 }, { status: 'hidden', lc_no: 3 })).toEqual([{ field: '상태', before: '보임', after: '가려짐' }]);
    expect(changeRows({ status: 'active' }, { status: 'suspended', notice: '광고 댓글', until: null })).toEqual([
      { field: '상태', before: '정상', after: '이용 정지' },
      { field: '회원에게 보인 사유', before: null, after: '광고 댓글' },
      { field: '정지 종료일', before: null, after: '없음' },
    ]);
    expect(changeRows(null, null)).toEqual([]);
  });

  it('says the keys and values staff met in English in Korean, and lists instead of JSON', () => {
    expect(actionLabel('refund_review.approve')).toBe('환불 검토 승인');
    expect(changeRows({ status: 'awaiting_receipt', points_used: 0 }, { mode: 'rule', rule_amount: 39_333, refund_points: 0 })).toEqual([
      { field: '상태', before: '구매확정 대기', after: null },
      { field: '사용 포인트', before: '0', after: null },
      { field: '환불 방식', before: null, after: '환불 기준대로' },
      { field: '환불 기준 금액', before: null, after: '39,333' },
      { field: '돌려준 포인트', before: null, after: '0' },
    ]);
    expect(changeRows({ teacher_sn: 3, size_bytes: 1024 }, null).map((r) => r.field)).toEqual(['강사 번호', '파일 크기']);
    const lectures = changeRows({ lectures: [{ title: '업종 분류 체계', media_key: 'a' }] }, { lectures: [{ title: '업종 분류 체계', media_key: 'a' }, { title: '재무제표 읽기' }] });
    expect(lectures).toEqual([{ field: '강의 영상', before: '1. 업종 분류 체계', after: '1. 업종 분류 체계\n2. 재무제표 읽기' }]);
    expect(changeRows(null, { scope: { type: 'all', months: 3 } })[0]!.after).toBe('type: all\n기간(개월): 3');
  });
});
