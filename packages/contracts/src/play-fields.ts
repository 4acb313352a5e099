import { z } from 'zod';

// Limits and field builders shared by the play and board contracts (not exported from the package index).

export const playLimits = {
  idMax: 2_147_483_647,
  /** Longest accepted position; anything beyond a lecture's length is clamped to it. */
  playSecondMax: 86_400,
  playerMax: 64,
  /** A lecture counts as completed once this share of it was watched. */
  completeRatio: 0.9,
  /** Credit per wall-clock second between saves: double-speed playback still counts in full. */
  creditSpeedMax: 2,
  /** Seconds of slack per save for network and timer jitter. */
  creditSlackSeconds: 3,
  /** Minutes of viewing in a course (alternative to one completed lecture) that allow a review. */
  reviewMinSeconds: 600,
  commentMax: 1000,
  reviewContentsMax: 1000,
  pageMax: 1000,
  sizeDefault: 20,
  sizeMax: 50,
  /** Reports that hide a comment until someone reviews it. */
  accuseHideThreshold: 3,
  /** Signed media links live this long. */
  mediaLinkSeconds: 600,
} as const;

export const id = (label: string) =>
  z.coerce
    .number({ message: `${label} 번호는 숫자여야 합니다.` })
    .int({ message: `${label} 번호는 정수여야 합니다.` })
    .min(1, { message: `${label} 번호가 올바르지 않습니다.` })
    .max(playLimits.idMax, { message: `${label} 번호가 올바르지 않습니다.` });

/** Body ids must be numbers (a JSON client sends numbers); numeric strings are accepted too. */
export const bodyId = (label: string) => id(label);

export const page = z.coerce
  .number({ message: '페이지는 숫자여야 합니다.' })
  .int({ message: '페이지는 정수여야 합니다.' })
  .min(1, { message: '페이지는 1 이상이어야 합니다.' })
  .max(playLimits.pageMax, { message: `페이지는 ${playLimits.pageMax} 이하여야 합니다.` })
  .default(1);
export const size = z.coerce
  .number({ message: '조회 개수는 숫자여야 합니다.' })
  .int({ message: '조회 개수는 정수여야 합니다.' })
  .min(1, { message: '조회 개수는 1 이상이어야 합니다.' })
  .max(playLimits.sizeMax, { message: `조회 개수는 ${playLimits.sizeMax} 이하여야 합니다.` })
  .default(playLimits.sizeDefault);
export const emptyAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);
