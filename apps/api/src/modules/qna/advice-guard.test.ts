import { describe, expect, it } from 'vitest';
import { AdviceGuard } from './advice-guard.ts';

const guard = new AdviceGuard([
  { code: '005930', names: ['삼성전자', 'Samsung Electronics'] },
  { code: '000660', names: ['SK하이닉스', 'SK hynix'] },
  { code: 'TSLA', names: ['테슬라', 'Tesla'] },
]);

describe('the advice guard (decision 095)', () => {
  it.each([
    ['삼성전자 지금 사도 되나요?', ''],
    ['질문', '삼성 전자 손절할까요'],
    ['005930 매수 타이밍', '언제가 좋을까요'],
    ['TSLA 팔까요', ''],
    ['테슬라 목표가가 궁금해요', ''],
    ['종목 추천 부탁드립니다', ''],
    ['요즘 뭐 사야 하나요', '초보입니다'],
  ])('flags %s %s', (title, body) => {
    expect(guard.check(title, body)).not.toBeNull();
  });

  it.each([
    ['매수와 매도 호가 차이', '호가창에서 매수 잔량은 무엇인가요?'],
    ['삼성전자 재무제표 읽는 법', '영업이익률은 어디서 보나요?'],
    ['손절 원칙이란', '강의에서 말한 손절 원칙의 뜻이 궁금합니다'],
    ['it is on the chart', 'what does it mean'],
  ])('leaves %s alone', (title, body) => {
    expect(guard.check(title, body)).toBeNull();
  });

  it('names the stock and the words in its reason for staff', () => {
    expect(guard.check('SK하이닉스 물타기 해도 될까요', '')).toBe('매매 판단 요청 ("물타기", SK하이닉스)');
  });
});
