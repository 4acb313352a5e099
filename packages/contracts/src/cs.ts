import { z } from 'zod';
import './zod-locale.ts';
import { inquiryCategories, noticeCategories, faqCategories, csLimits } from './constants.ts';
import { text } from './text.ts';
import { emptyAsUnset, id, page, size } from './play-fields.ts';

/** Customer centre: notices, FAQ, 1:1 inquiries (docs/decisions/032). */

export type NoticeCategory = keyof typeof noticeCategories;

export type FaqCategory = keyof typeof faqCategories;

export type InquiryCategory = keyof typeof inquiryCategories;

const keys = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const categoryOf = <T extends Record<string, string>>(o: T) =>
  z.enum(keys(o), { message: `분류는 ${Object.entries(o).map(([k, v]) => `${k}(${v})`).join(', ')} 중 하나여야 합니다.` });

const searchText = text()
  .max(csLimits.queryMax, { message: `검색어는 ${csLimits.queryMax}자 이하로 입력해 주세요.` })
  .transform((s) => s.trim());

export const noticeListQuery = z.strictObject({
  category: emptyAsUnset(categoryOf(noticeCategories).optional()),
  q: emptyAsUnset(searchText.optional()),
  page: emptyAsUnset(page),
  size: emptyAsUnset(size.default(10)),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
export const noticeIdParams = z.strictObject({ id: id('공지사항') });

export const noticeItem = z.strictObject({
  notice_sn: z.number().int().positive(),
  category: categoryOf(noticeCategories),
  category_label: z.string(),
  title: z.string(),
  pinned: z.enum(['Y', 'N']),
  /** Korean calendar date of publication. */
  posted_on: z.string(),
  is_demo: z.enum(['Y', 'N']),
});
export type NoticeItem = z.infer<typeof noticeItem>;
export const noticeListResponse = z.strictObject({
  /** Pinned notices, always shown above the page (not counted in total). */
  pinned: z.array(noticeItem),
  items: z.array(noticeItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type NoticeListResponse = z.infer<typeof noticeListResponse>;
export const noticeDetail = noticeItem.extend({
  body: z.string(),
  prev: z.strictObject({ notice_sn: z.number(), title: z.string() }).nullable(),
  next: z.strictObject({ notice_sn: z.number(), title: z.string() }).nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const faqListQuery = z.strictObject({
  category: emptyAsUnset(categoryOf(faqCategories).optional()),
  q: emptyAsUnset(searchText.optional()),
});
export type FaqListQuery = z.infer<typeof faqListQuery>;
export const faqItem = z.strictObject({
  faq_sn: z.number().int().positive(),
  category: categoryOf(faqCategories),
  category_label: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItem>;
export const faqListResponse = z.strictObject({ items: z.array(faqItem) });
export type FaqListResponse = z.infer<typeof faqListResponse>;

// ── 1:1 inquiries ────────────────────────────────────────────────────────────

const required = (label: string, max: number) =>
  text(undefined, { message: `${label}을 입력해 주세요.` })
    .max(max, { message: `${label}은 ${max}자 이하로 입력해 주세요.` })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { message: `${label}을 입력해 주세요.` });

export const inquiryBody = z.strictObject({
  category: categoryOf(inquiryCategories),
  title: required('제목', csLimits.inquiryTitleMax),
  contents: required('내용', csLimits.inquiryContentsMax),
});
export type InquiryBody = z.infer<typeof inquiryBody>;
/** What the form holds before the schema trims it. */
export type InquiryInput = z.input<typeof inquiryBody>;
export const inquiryListQuery = z.strictObject({ page: emptyAsUnset(page), size: emptyAsUnset(size.default(10)) });
export const inquiryIdParams = z.strictObject({ id: id('문의') });

export const inquiryStatusLabels = { waiting: '답변 대기', answered: '답변 완료' } as const;
export const inquiryItem = z.strictObject({
  inquiry_sn: z.number().int().positive(),
  category: categoryOf(inquiryCategories),
  category_label: z.string(),
  title: z.string(),
  status: z.enum(['waiting', 'answered']),
  status_label: z.string(),
  created_at: z.string(),
});
export type InquiryItem = z.infer<typeof inquiryItem>;
export const inquiryDetail = inquiryItem.extend({ contents: z.string(), answer: z.string().nullable(), answered_at: z.string().nullable() });
export type InquiryDetail = z.infer<typeof inquiryDetail>;
export const inquiryListResponse = z.strictObject({
  items: z.array(inquiryItem),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
});
export type InquiryListResponse = z.infer<typeof inquiryListResponse>;
