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
});
