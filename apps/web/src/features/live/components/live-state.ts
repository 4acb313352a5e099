import type { LiveState } from '@school/contracts';
import { koreanClock } from '@school/contracts/plain';

/** What a member reads for each state of a class (issue 46); `interrupted`: live, but the teacher's push dropped (decision 136). */
export const STATE_LABEL: Record<LiveState | 'interrupted', string> = { scheduled: '방송 준비 중', live: '라이브', interrupted: '연결 끊김', ended: '종료' };

export const STATE_TONE: Record<LiveState | 'interrupted', string> = {
  scheduled: 'bg-slate-100 text-slate-700',
  live: 'bg-rose-600 text-white',
  interrupted: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-300 text-slate-700',
};

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/**
 * A class's start, in Korean time, the way the schedule reads it (12월 1일 (월) 오전 8:30). Written from the Korean
 * clock, not Intl: the server renders the home and course pages with Node's ICU, which wrote "AM 8:30" where the
 * browser writes "오전 8:30", and the page must read the same before and after hydration.
 */
export const startsAt = (iso: string) => {
  const k = koreanClock(new Date(iso));
  const hour = k.hour % 12 === 0 ? 12 : k.hour % 12;
  return `${k.month}월 ${k.day}일 (${WEEKDAYS[k.weekday]}) ${k.hour < 12 ? '오전' : '오후'} ${hour}:${String(k.minute).padStart(2, '0')}`;
};

export const AUDIENCE_LABEL = { free: '누구나', members: '회원', pass: '이용권·구독 회원', course: '강의 구매 회원', seminar: '세미나 신청자' } as const;
