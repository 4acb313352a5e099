import { z } from 'zod';
import '../zod-locale.ts';
import { idField } from '../id-param.ts';
import { text } from '../text.ts';

/** A notice the operator sends to a segment of members (issue 47 item 3, docs/decisions/125). */

export const adminNoticeSegment = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('course_buyers'), course_sn: idField('강의') }),
    z.strictObject({ type: z.literal('subscribers') }),
    z.strictObject({ type: z.literal('inactive'), days: z.number({ message: '미접속 일수는 숫자여야 합니다.' }).int().min(30, { message: '미접속 일수는 30일 이상이어야 합니다.' }).max(365, { message: '미접속 일수는 365일 이하여야 합니다.' }) }),
  ],
  { message: '보낼 대상을 골라 주세요.' },
);
export type AdminNoticeSegment = z.infer<typeof adminNoticeSegment>;

const line = (label: string, max: number) =>
  text(undefined, { message: `${label}을 입력해 주세요.` })
    .max(max, { message: `${label}은 ${max}자 이하로 입력해 주세요.` })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: `${label}을 입력해 주세요.` });

export const adminNoticeSendBody = z.strictObject({
  segment: adminNoticeSegment,
  /** notice: 운영 공지 (no consent needed); ad: 광고성 정보 (consent, night rule, (광고) in front). */
  kind: z.enum(['notice', 'ad'], { message: '알림 종류는 notice 또는 ad입니다.' }),
  title: line('제목', 60),
  body: line('내용', 400),
  /** A path of this site the notice opens. */
  link: text(300, { message: '연결할 주소를 입력해 주세요.' }).regex(/^\/(?!\/)[^\s\\]*$/, { message: '연결할 주소는 /로 시작하는 이 사이트의 경로여야 합니다.' }),
});
export type AdminNoticeSendBody = z.input<typeof adminNoticeSendBody>;

export const adminNoticeSendResult = z.object({
  send_sn: z.number().int(),
  /** queued (just sent, the job has not started), running, done: the notices go out from a job (decision 130). */
  status: z.enum(['queued', 'running', 'done']),
  /** Members in the segment (active accounts), fixed when it was sent. */
  targeted: z.number().int(),
  /** Members the job has been through so far (delivered or refused). */
  processed: z.number().int(),
  delivered: z.number().int(),
  /** 광고 only: without the 광고성 정보 consent, or at night without the night consent. */
  refused_consent: z.number().int(),
  refused_night: z.number().int(),
});
export type AdminNoticeSendResult = z.infer<typeof adminNoticeSendResult>;
export const adminNoticeSends = z.object({
  list: z.array(adminNoticeSendResult.extend({ kind: z.enum(['notice', 'ad']), title: z.string(), segment: z.string(), created_at: z.string() })),
});
export type AdminNoticeSends = z.infer<typeof adminNoticeSends>;
