import { z } from 'zod';
import '../zod-locale.ts';
import { idParam } from '../id-param.ts';
import { faqCategories } from '../constants.ts';
import { text } from '../text.ts';

const yn = z.enum(['Y', 'N']);
const day = text(10).regex(/^\d{4}-\d{2}-\d{2}$/, { message: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.' });
const required = (max: number, message: string) => text(max).trim().min(1, { message });

// ── events ───────────────────────────────────────────────────────────────
/** An event as the console writes it; dates are Korean calendar days (decision 030). */
export const eventBody = z
  .object({
    event_type: text(40).regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { message: '이벤트 주소는 영문 소문자, 숫자, 하이픈으로 2~40자입니다.' }),
    title: required(200, '제목을 입력해 주세요.'),
    summary: required(500, '요약을 입력해 주세요.'),
    body: required(20_000, '내용을 입력해 주세요.'),
    starts_on: day,
    ends_on: day,
    benefit_kind: z.enum(['points', 'coupon']).nullable(),
    /** Points in won (1–1,000,000), or the code of an existing coupon. */
    benefit_value: text(40).trim().nullable(),
    benefit_label: text(100).trim().nullable(),
  })
  .refine((e) => e.ends_on >= e.starts_on, { message: '종료일은 시작일과 같거나 뒤여야 합니다.', path: ['ends_on'] })
  .refine((e) => e.benefit_kind === null || (e.benefit_value && e.benefit_label), { message: '혜택의 값과 안내 문구를 입력해 주세요.', path: ['benefit_value'] })
  .refine((e) => e.benefit_kind !== 'points' || /^[1-9]\d{0,6}$/.test(e.benefit_value ?? '') && Number(e.benefit_value) <= 1_000_000, {
    message: '포인트는 1~1,000,000 사이의 숫자로 입력해 주세요.',
    path: ['benefit_value'],
  });
export type EventBody = z.infer<typeof eventBody>;
export const adminEventDetail = z.object({
  event_sn: z.number(),
  event_type: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  benefit_kind: z.enum(['points', 'coupon']).nullable(),
  benefit_value: z.string().nullable(),
  benefit_label: z.string().nullable(),
  participants: z.number(),
  is_demo: yn,
});
export type AdminEventDetail = z.infer<typeof adminEventDetail>;

// ── seminars ─────────────────────────────────────────────────────────────
export const seminarBody = z
  .object({
    title: required(200, '제목을 입력해 주세요.'),
    summary: required(500, '요약을 입력해 주세요.'),
    body: required(20_000, '내용을 입력해 주세요.'),
    speaker: required(100, '연사를 입력해 주세요.'),
    place: required(200, '장소를 입력해 주세요.'),
    /** Korean time, `YYYY-MM-DDTHH:mm`. */
    held_at: text(16).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { message: '일시를 입력해 주세요.' }),
    apply_from: day,
    apply_until: day,
    capacity: z.number().int().min(1, { message: '정원은 1명 이상이어야 합니다.' }).max(10_000),
  })
  .refine((s) => s.apply_until >= s.apply_from, { message: '신청 마감일은 신청 시작일과 같거나 뒤여야 합니다.', path: ['apply_until'] })
  .refine((s) => s.held_at.slice(0, 10) >= s.apply_until, { message: '세미나 날짜는 신청 마감일과 같거나 뒤여야 합니다.', path: ['held_at'] });
export type SeminarBody = z.infer<typeof seminarBody>;
export const adminRegistration = z.object({
  id: z.number(),
  email: z.string(),
  nickname: z.string(),
  state: z.enum(['applied', 'waiting', 'cancelled']),
  created_at: z.string(),
  attended_at: z.string().nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistration>;
export const adminSeminarDetail = z.object({
  seminar_sn: z.number(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  speaker: z.string(),
  place: z.string(),
  held_at: z.string(),
  apply_from: z.string(),
  apply_until: z.string(),
  capacity: z.number(),
  is_demo: yn,
  registrations: z.array(adminRegistration),
});
export type AdminSeminarDetail = z.infer<typeof adminSeminarDetail>;
export const registrationParams = z.object({ seminar_sn: idParam(), id: idParam() });
export const attendanceBody = z.object({ attended: z.boolean() });

// ── FAQ ──────────────────────────────────────────────────────────────────
const faqCategory = z.enum(Object.keys(faqCategories) as [keyof typeof faqCategories, ...(keyof typeof faqCategories)[]]);
export const faqBody = z.object({
  category: faqCategory,
  question: required(300, '질문을 입력해 주세요.'),
  answer: required(10_000, '답변을 입력해 주세요.'),
  sort_order: z.number().int().min(0).max(10_000).default(0),
});
export type FaqBody = z.infer<typeof faqBody>;
export const faqSaved = z.object({ faq_sn: z.number() });
export const faqParams = z.object({ faq_sn: idParam() });
export const adminFaq = z.object({ faq_sn: z.number(), category: faqCategory, question: z.string(), answer: z.string(), sort_order: z.number(), is_demo: yn });
export type AdminFaq = z.infer<typeof adminFaq>;
export const adminFaqs = z.object({ list: z.array(adminFaq) });

// ── home banners ─────────────────────────────────────────────────────────
const color = text(7).regex(/^#[0-9a-fA-F]{6}$/, { message: '색은 #RRGGBB 형식으로 입력해 주세요.' });
export const bannerBody = z.object({
  title: required(100, '제목을 입력해 주세요.'),
  subtitle: text(200).trim(),
  /** A page of this site (`/course/22`) or an https address. */
  link: text(300)
    .trim()
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, { message: '링크는 /로 시작하는 사이트 주소나 https:// 주소로 입력해 주세요.' }),
  background: color,
  foreground: color,
  sort_order: z.number().int().min(0).max(10_000).default(0),
  is_visible: yn,
});
export type BannerBody = z.infer<typeof bannerBody>;
export const bannerSaved = z.object({ banner_sn: z.number() });
export const bannerParams = z.object({ banner_sn: idParam() });
export const adminBanner = bannerBody.extend({ banner_sn: z.number(), is_demo: yn });
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBanners = z.object({ list: z.array(adminBanner) });
