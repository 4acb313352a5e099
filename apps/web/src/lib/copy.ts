import { groupDigits } from './format';

/**
 * The app's glossary (issue 33 item 11): one word for each thing a learner meets, everywhere it is shown.
 * A pass is 이용권 (the word the terms of service define), the learner's own courses and progress are
 * 내 강의실, and points are counted in P, never in 원 (they pay like won but are not money).
 * copy.test.ts scans the web, contract and API sources for the rejected variants.
 */
export const TERMS = {
  pass: '이용권',
  myClass: '내 강의실',
  points: '포인트',
  preview: '미리보기',
} as const;

/** Words once used for the same things, and the glossary word to write instead. */
export const REJECTED_TERMS: Readonly<Record<string, string>> = {
  수강권: TERMS.pass,
  학습이력: TERMS.myClass,
  '학습 이력': TERMS.myClass,
  // The course page's lecture list, badge and button say 미리보기; the refund texts said 맛보기 for the same thing.
  맛보기: TERMS.preview,
};

/** 1000 → '1,000P'; spent or expired points keep their sign ('-500P'). */
export const formatPoints = (points: number): string => `${groupDigits(points)}P`;
