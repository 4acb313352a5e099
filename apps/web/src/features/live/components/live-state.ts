import { KOREA_TIME_ZONE, type LiveState } from '@school/contracts';

/** What a member reads for each state of a class (issue 46). */
export const STATE_LABEL: Record<LiveState, string> = { scheduled: '방송 준비 중', live: '라이브', ended: '종료' };

export const STATE_TONE: Record<LiveState, string> = {
  scheduled: 'bg-slate-100 text-slate-700',
  live: 'bg-rose-600 text-white',
  ended: 'bg-slate-300 text-slate-700',
};

/** A class's start, in Korean time, the way the schedule reads it (12월 1일 (월) 오전 8:30). */
export const startsAt = (iso: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: KOREA_TIME_ZONE, month: 'long', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export const AUDIENCE_LABEL = { free: '누구나', members: '회원', pass: '이용권·구독 회원', course: '강의 구매 회원', seminar: '세미나 신청자' } as const;
