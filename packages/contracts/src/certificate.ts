import { z } from 'zod';
import { idParam } from './id-param.ts';
import { text } from './text.ts';
import './zod-locale.ts';

// 수료증 (issue 29, docs/decisions/096): issued at 80 % of a course's lectures completed and its final quiz passed.

/** `2026-000123-K7QX`: year, serial, four random characters (a number cannot be guessed from its neighbour). */
export const certificateNoPattern = /^\d{4}-\d{6}-[0-9A-Z]{4}$/;
export const certificateParams = z.strictObject({
  number: text().regex(certificateNoPattern, { message: '수료증 번호 형식이 올바르지 않습니다. (예: 2026-000123-K7QX)' }),
});
export const certificateCourseParams = z.strictObject({ course_sn: idParam('강좌') });

export const certificateItem = z.object({
  number: z.string(),
  course_sn: z.number().int(),
  course_title: z.string(),
  hours: z.number(),
  /** `3시간 20분`, `45분`: the length as the PDF states it. */
  study_time: z.string(),
  started_on: z.string(),
  completed_on: z.string(),
  issued_on: z.string(),
  /** 'Y': withdrawn because the purchase that gave the course was refunded (shown as 취소됨; no PDF). */
  withdrawn: z.enum(['Y', 'N']),
});
export const certificatesResponse = z.object({ list: z.array(certificateItem) });
export type CertificatesResponse = z.infer<typeof certificatesResponse>;
export type CertificateItem = z.infer<typeof certificateItem>;

/** What anyone holding the number sees: no personal data beyond the masked name. */
export const certificateVerification = z.object({
  number: z.string(),
  masked_name: z.string(),
  course_title: z.string(),
  hours: z.number(),
  /** `3시간 20분`, `45분`: the length as the PDF states it. */
  study_time: z.string(),
  started_on: z.string(),
  completed_on: z.string(),
  issued_on: z.string(),
  school_name: z.string(),
  /** 'Y': the certificate was withdrawn (its course refunded): the page shows 취소됨. */
  withdrawn: z.enum(['Y', 'N']),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
