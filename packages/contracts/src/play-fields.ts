import { z } from 'zod';
import './zod-locale.ts';
import { playLimits } from './constants.ts';
import { idParam } from './id-param.ts';

// Limits and field builders shared by the play and board contracts (not exported from the package index).

export const id = (label: string) => idParam(label);

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
