import { koreanDay, koreanMoment, shiftDay } from '@school/contracts';
import type { Tx } from '../client.ts';
import { coupons, events, faqs, homeBanners, notices, seminars } from '../schema/index.ts';

/*
 * Demo content for the home page, events, seminars and the customer centre (never in production;
 * every title says 예시). Dates are relative to the day the seed runs, in Korean calendar days.
 */

const DAY = 86_400_000;
/** A Korean calendar date `days` from today. */
const koreanDate = (days: number): string => shiftDay(koreanDay(), days);
/** 19:00 Korean time, `days` from today. */
const eveningIn = (days: number) => koreanMoment(koreanDate(days), '19:00');

const body = (lines: string[]) => ['※ 이 글은 사이트를 둘러보기 위한 예시입니다.', '', ...lines].join('\n');

export async function insertSiteDemo(tx: Tx): Promise<void> {
  // The coupon the sample spring event gives (issued into the member's coupon box on participation).
  await tx
    .insert(coupons)
    .values({
      code: 'EVENT-SPRING',
      name: '[예시] 새 학기 이용권 10% 할인 쿠폰',
      discountType: 'percent',
      discountValue: 10,
      maxDiscount: 30_000,
      productKind: 'pass',
      validFrom: new Date('2020-01-01T00:00:00Z'),
      validDays: 30,
      totalLimit: 10_000,
    })
    .onConflictDoNothing();
  await tx.insert(events).values([
    {
      eventType: 'welcome-points',
      title: '[예시] 첫 참여 감사 포인트 1,000P',
      summary: '이벤트에 참여하면 강의 결제에 쓸 수 있는 포인트 1,000P를 드립니다.',
      body: body(['참여 버튼을 누르면 바로 포인트가 적립됩니다.', '회원당 한 번 참여할 수 있습니다.']),
      startsOn: koreanDate(-7),
      endsOn: koreanDate(23),
      benefitKind: 'points',
      benefitValue: '1000',
      benefitLabel: '포인트 1,000P',
      isDemo: 'Y',
    },
    {
      eventType: 'study-check',
      title: '[예시] 이번 달 출석 체크 이벤트',
      summary: '한 달 동안 강의를 듣고 참여 신청을 남겨 주세요.',
      body: body(['참여하신 분 가운데 추첨으로 선물을 드립니다.']),
      startsOn: koreanDate(-3),
      endsOn: koreanDate(10),
      isDemo: 'Y',
    },
    {
      eventType: 'spring-coupon',
      title: '[예시] 새 학기 이용권 할인 쿠폰',
      summary: '새 학기를 맞아 이용권 할인 쿠폰을 드립니다.',
      body: body(['이벤트 기간이 되면 참여할 수 있습니다.']),
      startsOn: koreanDate(14),
      endsOn: koreanDate(40),
      benefitKind: 'coupon',
      benefitValue: 'EVENT-SPRING',
      benefitLabel: '이용권 10% 할인 쿠폰',
      isDemo: 'Y',
    },
    {
      eventType: 'autumn-review',
      title: '[예시] 수강 후기 이벤트',
      summary: '수강 후기를 남겨 주신 분께 추첨으로 선물을 드렸습니다.',
      body: body(['이벤트가 종료되었습니다. 참여해 주셔서 감사합니다.']),
      startsOn: koreanDate(-60),
      endsOn: koreanDate(-30),
      isDemo: 'Y',
    },
  ]);

  await tx.insert(seminars).values([
    {
      title: '[예시] 처음 시작하는 재무제표 읽기',
      summary: '재무상태표와 손익계산서를 한 시간 동안 함께 읽어 봅니다.',
      body: body(['준비물: 필기도구', '장소 안내는 신청하신 분께 하루 전에 문자로 보내 드립니다.']),
      speaker: '김예시 강사',
      place: '서울 강남구 예시로 1, 3층 세미나실',
      heldAt: eveningIn(12),
      applyFrom: koreanDate(-5),
      applyUntil: koreanDate(10),
      capacity: 30,
      isDemo: 'Y',
    },
    {
      title: '[예시] 소수 정예 차트 분석 실습',
      summary: '여덟 명이 함께 차트를 보며 질문하고 답하는 실습 세미나입니다.',
      body: body(['정원이 차면 대기 신청을 할 수 있습니다.']),
      speaker: '이예시 강사',
      place: '온라인 (신청자에게 접속 주소 안내)',
      heldAt: eveningIn(5),
      applyFrom: koreanDate(-2),
      applyUntil: koreanDate(4),
      capacity: 8,
      isDemo: 'Y',
    },
    {
      title: '[예시] 미국 주식 실적 시즌 살펴보기',
      summary: '실적 발표를 읽는 방법을 소개합니다.',
      body: body(['신청 기간이 되면 신청할 수 있습니다.']),
      speaker: '박예시 강사',
      place: '서울 강남구 예시로 1, 3층 세미나실',
      heldAt: eveningIn(40),
      applyFrom: koreanDate(20),
      applyUntil: koreanDate(38),
      capacity: 50,
      isDemo: 'Y',
    },
    {
      title: '[예시] 연말 투자 공부 돌아보기',
      summary: '한 해 동안의 공부를 돌아본 세미나입니다.',
      body: body(['종료된 세미나입니다.']),
      speaker: '김예시 강사',
      place: '온라인',
      heldAt: eveningIn(-20),
      applyFrom: koreanDate(-40),
      applyUntil: koreanDate(-22),
      capacity: 100,
      isDemo: 'Y',
    },
  ]);

  const noticeCats = ['service', 'event', 'system', 'policy'] as const;
  await tx.insert(notices).values(
    Array.from({ length: 24 }, (_, i) => ({
      category: noticeCats[i % noticeCats.length]!,
      title: i === 23 ? '[예시] 개인정보 처리방침 개정 안내' : i === 22 ? '[예시] 고객센터 운영 시간 안내' : `[예시] ${['서비스 개선', '이벤트 당첨자', '정기 점검', '약관 변경'][i % 4]} 안내 ${i + 1}`,
      body: body([`예시 공지 ${i + 1}번의 본문입니다.`, '실제 운영에서는 운영자 화면에서 공지를 작성합니다.']),
      pinned: i >= 22 ? 'Y' : 'N',
      postedAt: new Date(Date.now() - (24 - i) * DAY),
      isDemo: 'Y',
    })),
  );

  const faq: [string, string, string][] = [
    ['account', '비밀번호를 잊어버렸어요.', '로그인 화면의 "비밀번호 찾기"에서 가입한 이메일로 재설정 링크를 받을 수 있습니다.'],
    ['account', '휴대폰 번호를 바꾸고 싶어요.', '마이페이지 > 내 정보에서 휴대폰 인증 후 변경할 수 있습니다.'],
    ['account', '탈퇴하면 수강 기록은 어떻게 되나요?', '탈퇴하면 수강 기록과 남은 혜택이 소멸되며 되살릴 수 없습니다.'],
    ['course', '강의는 몇 번이든 다시 볼 수 있나요?', '수강 기간 안에는 횟수 제한 없이 다시 볼 수 있습니다.'],
    ['course', '이어보기는 어떻게 하나요?', '로그인한 상태로 홈 화면의 이어보기에서 마지막으로 본 강의를 이어서 볼 수 있습니다.'],
    ['course', '모바일에서도 들을 수 있나요?', '네, 휴대폰 브라우저에서도 같은 계정으로 들을 수 있습니다.'],
    ['payment', '환불은 어떻게 하나요?', '마이페이지 > 구매 내역에서 환불을 신청할 수 있으며, 수강 정도에 따라 환불 금액이 달라집니다.'],
    ['payment', '쿠폰과 포인트를 함께 쓸 수 있나요?', '한 번의 결제에 쿠폰 1장과 포인트를 함께 쓸 수 있습니다.'],
    ['stock', '종목 정보는 투자 추천인가요?', '아니요. 종목 정보는 교육용 자료이며 투자 권유가 아닙니다. 투자 판단과 책임은 본인에게 있습니다.'],
    ['stock', '시세는 실시간인가요?', '시세는 지연된 자료이며 교육 목적으로만 제공합니다.'],
    ['etc', '세미나 신청은 어디서 하나요?', '이벤트·혜택 > 세미나에서 신청 기간 중인 세미나를 신청할 수 있습니다.'],
    ['etc', '1:1 문의 답변은 언제 오나요?', '평일 기준 1~2일 안에 답변을 드리며, 답변이 등록되면 1:1 문의에서 확인할 수 있습니다.'],
  ];
  await tx.insert(faqs).values(faq.map(([category, question, answer], i) => ({ category, question: `[예시] ${question}`, answer, sortOrder: i, isDemo: 'Y' })));

  await tx.insert(homeBanners).values([
    { title: '[예시] 투자 공부, 기초부터 차근차근', subtitle: '무료 강의로 시작해 보세요', link: '/course/free', background: '#1d3a8a', foreground: '#ffffff', sortOrder: 0, isDemo: 'Y' },
    { title: '[예시] 이벤트 참여하고 포인트 받기', subtitle: '회원당 한 번, 1,000P 적립', link: '/event', background: '#0f5132', foreground: '#ffffff', sortOrder: 1, isDemo: 'Y' },
    { title: '[예시] 오프라인 세미나 신청 중', subtitle: '강사와 직접 만나는 시간', link: '/event/seminar', background: '#5b2a86', foreground: '#ffffff', sortOrder: 2, isDemo: 'Y' },
  ]);
}
