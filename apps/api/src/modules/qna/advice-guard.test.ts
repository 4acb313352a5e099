import { describe, expect, it } from 'vitest';
import { AdviceGuard, readText } from './advice-guard.ts';
import { STOCK_NICKNAMES } from '../../lib/stock-nicknames.ts';

// As the stock list gives them (StocksService.listed); nicknames come from stock-nicknames.ts.
const guard = new AdviceGuard([
  { code: '005930', names: ['삼성전자', 'Samsung Electronics'] },
  { code: '000660', names: ['SK하이닉스', 'SK hynix'] },
  { code: '003550', names: ['LG', 'LG Corp.'] },
  { code: 'TSLA', names: ['테슬라', 'Tesla'] },
  { code: 'AAPL', names: ['애플', 'Apple'] },
]);

/** Real phrasings of "should I buy / sell / hold X" and "pick one for me", as members type them. */
const HELD_BACK = [
  '삼성전자 지금 사도 될까요?',
  '삼전 지금 사도 될까요?',
  '삼전 사도될까',
  '삼성전자 사야 하나요?',
  '삼성전자 지금이라도 사야 할까요',
  '삼성전자우 사도될까여',
  '하닉 언제 팔까요',
  '하이닉스 팔아야 할까요?',
  '현차 매수 타이밍 알려주세요',
  '엘지엔솔 손절해야 하나요',
  '엔솔 물타기 해도 될까요',
  '카뱅 들어가도 될까요?',
  '셀트 추매할까요',
  '네카오 언제 오를까요',
  'tsla 살까요',
  'TSLA 팔까요',
  'Tsla 지금 사야하나요',
  'tsla 사도 됨?',
  '테슬라 지금 들어가면 늦었나요?',
  '엔비디 매수해도 되나요',
  '엔비디아 고점인가요? 지금 사면 물릴까요',
  '애플 배당 보고 매수할까 고민입니다',
  '삼전 매집 중인 것 같은데 따라가도 될까요',
  '삼\u200b전 사도 될까요',
  '삼성\u200c전자 지금 사도 되나요',
  '\uFEFF하닉\u2060 팔까요',
  '００５９３０ 매수 타이밍',
  '005930 사도 될까요',
  'ＴＳＬＡ 사도 되나요',
  'nvda 팔까요 홀딩할까요',
  '삼성 전자 손절할까요',
  '삼 전 사 도 될 까 요',
  'SK하이닉스 물타기 해도 될까요',
  '하닉 익절 타이밍인가요?',
  '카카오 물렸는데 존버해야 하나요',
  '현대차 목표가가 얼마인가요',
  '삼전 9만원까지 오를까요',
  '테슬라 더 떨어질까요?',
  '에코프로 지금 들어갈까요',
  '포스코 손절각인가요',
  '엘화 반등할까요',
  '삼바 지금 담아도 될까요',
  '하이브 사는 게 맞나요',
  '한전 팔까 말까 고민입니다',
  '삼전 계속 들고 있어야 하나요',
  '팔란티어 지금 사도 될까요?',
  '마소 매수 시점이 궁금합니다',
  'soxl 물타기 vs 손절',
  '슈드 추매 타이밍',
  '삼성전자 저점인가요?',
  '카뱅 탈출해야 할까요',
  '하닉 줍줍해도 되나요',
  'Should I buy TSLA now?',
  'is it a good time to buy nvda',
  '종목 추천 부탁드립니다',
  '요즘 뭐 사야 하나요',
  '어떤 종목을 사야 할까요',
  '2차전지 관련주 추천해 주세요',
  '포트폴리오 좀 짜 주세요',
  '리딩방처럼 종목 좀 찍어 주세요',
];

/** Questions about concepts, methods and the lecture itself: a teacher answers these. */
const LET_THROUGH = [
  'PER이 뭔가요?',
  '배당락일이 뭔가요?',
  '차트 보는 법 알려주세요',
  '매수와 매도 호가 차이 - 호가창에서 매수 잔량은 무엇인가요?',
  '삼성전자 재무제표 읽는 법 - 영업이익률은 어디서 보나요?',
  '손절 원칙이란 - 강의에서 말한 손절 원칙의 뜻이 궁금합니다',
  'it is on the chart - what does it mean',
  '이동평균선 골든크로스가 뭔가요?',
  '분할 매수는 어떤 방법인가요?',
  '배당락일에 주가가 떨어지는 이유가 뭔가요?',
  '삼성전자 우선주와 보통주의 차이가 뭔가요?',
  '테슬라 같은 성장주의 PER이 높은 이유는?',
  'HTS는 뭐 사용하세요?',
  'ETF와 펀드의 차이가 궁금합니다',
  '2강에서 말한 물타기의 위험을 다시 설명해 주세요',
  'RSI 지표 계산법을 알려주세요',
  '현대차 사업보고서에서 매출 구성은 어디서 보나요?',
  '엔비디아 실적 발표는 언제 하나요?',
  '애플 배당금은 분기마다 나오나요?',
  '강의 자료 PDF는 어디서 받나요?',
  '공매도가 뭔가요?',
  '삼성전자 액면분할은 언제 했나요?',
  '영상 3분 12초의 그래프 축이 무엇인가요?',
  'algorithm 매매가 뭔가요? 사도 되는 건가요',
  '증권사 앱에서 시장가 주문은 어떻게 하나요?',
  '감사보고서는 어디서 볼 수 있나요?',
  '몇 살까지 연금저축에 넣을 수 있나요?',
  '카카오뱅크가 은행인가요 IT 기업인가요?',
  '회사도 되나요? 법인 계좌도 개설되는지 궁금합니다',
];

describe('the advice guard (decisions 095, 106)', () => {
  it('has at least 50 phrasings to hold back and 20 to let through', () => {
    expect(HELD_BACK.length).toBeGreaterThanOrEqual(50);
    expect(LET_THROUGH.length).toBeGreaterThanOrEqual(20);
  });

  it.each(HELD_BACK)('holds back %s', (text) => {
    expect(guard.check(text, '')).not.toBeNull();
  });

  it.each(LET_THROUGH)('lets through %s', (text) => {
    expect(guard.check(text, '')).toBeNull();
  });

  it('reads the title and the body together', () => {
    expect(guard.check('질문', '삼성 전자 손절할까요')).not.toBeNull();
    expect(guard.check('005930 매수 타이밍', '언제가 좋을까요')).not.toBeNull();
  });

  it('names the stock and the words in its reason for staff', () => {
    expect(guard.check('SK하이닉스 물타기 해도 될까요', '')).toBe('매매 판단 요청 ("물타기", SK하이닉스)');
    expect(guard.check('삼전 지금 사도 될까요?')).toBe('매매 판단 요청 ("사도될", 삼성전자)');
    expect(guard.check('tsla 살까요')).toBe('매매 판단 요청 ("살까", 테슬라)');
    expect(guard.check('종목 추천 부탁드립니다')).toBe('종목 추천 요청 ("종목추천")');
  });

  it('normalises before matching: full width, invisible characters, case, spacing and punctuation', () => {
    expect(readText('ＴＳＬＡ　０５９３０')).toMatchObject({ cased: 'TSLA 05930', flat: 'tsla05930' });
    expect(readText('삼\u200b전\u00AD 사도.될까?')).toMatchObject({ flat: '삼전사도될까', spaced: ' 삼전 사도 될까 ' });
  });

  it('the nickname list is well formed: a code and a name on every line, no nickname shorter than 2', () => {
    expect(STOCK_NICKNAMES.length).toBeGreaterThanOrEqual(200);
    for (const s of STOCK_NICKNAMES) {
      expect(s.code, s.name).toMatch(/^(?:[0-9]{6}|[A-Z]{1,5}(?:\.[A-Z])?)$/u);
      expect(s.name.length, s.code).toBeGreaterThan(0);
      for (const n of s.nicknames) expect(readText(n).flat.length, `${s.name}: ${n}`).toBeGreaterThanOrEqual(2);
    }
  });
});
