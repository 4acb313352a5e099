import { z } from 'zod';
import '../zod-locale.ts';

/** A row's number from the console's addresses and forms: a whole number within the database's integer range. */
export const rowId = z.coerce
  .number({ message: '번호는 숫자여야 합니다.' })
  .int({ message: '번호는 정수여야 합니다.' })
  .min(1, { message: '번호가 올바르지 않습니다.' })
  .max(2_147_483_647, { message: '번호가 올바르지 않습니다.' });
