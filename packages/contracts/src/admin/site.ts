import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { noticeCategories } from '../constants.ts';
import { text } from '../text.ts';

const noticeCategory = z.enum(Object.keys(noticeCategories) as [keyof typeof noticeCategories, ...(keyof typeof noticeCategories)[]]);

// ── notices ──────────────────────────────────────────────────────────────
export const noticeBody = z.object({
  category: noticeCategory,
  title: text(200).trim().min(1, { message: '제목을 입력해 주세요.' }),
  body: text(20_000).trim().min(1, { message: '내용을 입력해 주세요.' }),
  pinned: z.enum(['Y', 'N']).default('N'),
});
export type NoticeBody = z.input<typeof noticeBody>;
export const noticeSaved = z.object({ notice_sn: z.number() });
export const noticeParams = z.object({ notice_sn: idParam() });
export const adminNotice = z.object({ notice_sn: z.number(), category: noticeCategory, title: z.string(), body: z.string(), pinned: z.enum(['Y', 'N']), posted_at: z.string(), is_demo: z.enum(['Y', 'N']) });
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNotices = z.object({ list: z.array(adminNotice) });

// ── 1:1 inquiries ────────────────────────────────────────────────────────
export const adminInquiriesQuery = z.object({
  state: z.enum(['open', 'answered', 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminInquiry = z.object({
  inquiry_sn: z.number(),
  email: z.string(),
  nickname: z.string(),
  category: z.string(),
  title: z.string(),
  contents: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminInquiry = z.infer<typeof adminInquiry>;
export const adminInquiries = z.object({ total: z.number(), list: z.array(adminInquiry) });
export const inquiryAnswered = z.object({ inquiry_sn: z.number() });
export const inquiryParams = z.object({ inquiry_sn: idParam() });
export const inquiryAnswerBody = z.object({ answer: text(4000).trim().min(2, { message: '답변을 2자 이상 입력해 주세요.' }) });
export type InquiryAnswerBody = z.infer<typeof inquiryAnswerBody>;

// ── events and seminars ──────────────────────────────────────────────────
export const adminEvents = z.object({
  events: z.array(z.object({ event_sn: z.number(), title: z.string(), starts_on: z.string(), ends_on: z.string(), participants: z.number() })),
  seminars: z.array(z.object({ seminar_sn: z.number(), title: z.string(), held_at: z.string(), capacity: z.number(), applied: z.number(), waiting: z.number() })),
});
export type AdminEvents = z.infer<typeof adminEvents>;
export const eventParams = z.object({ event_sn: idParam() });
export const seminarParams = z.object({ seminar_sn: idParam() });
