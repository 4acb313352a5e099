import { type contactBody, faqCategories, type FaqCategory, type FaqListQuery, type FaqListResponse, type InquiryBody, inquiryCategories, type InquiryCategory, type InquiryDetail, type InquiryItem, type InquiryListResponse, inquiryStatusLabels, koreanDay, noticeCategories, type NoticeCategory, type NoticeDetail, type NoticeItem, type NoticeListQuery, type NoticeListResponse } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { z } from 'zod';
import { MemoryLimiter, overLimit, type Limiter } from '../../http/limiter.ts';
import { faqList, inquiryOf, inquiryPage, insertInquiry, noticeById, noticePage } from './cs.queries.ts';


type NoticeRow = Awaited<ReturnType<typeof noticePage>>['rows'][number];
function toNotice(r: NoticeRow): NoticeItem {
  const category = r.category as NoticeCategory;
  return {
    notice_sn: r.noticeSn,
    category,
    category_label: noticeCategories[category] ?? '기타',
    title: r.title,
    pinned: r.pinned === 'Y' ? 'Y' : 'N',
    posted_on: koreanDay(r.postedAt),
    is_demo: r.isDemo === 'Y' ? 'Y' : 'N',
  };
}

type InquiryRow = Awaited<ReturnType<typeof inquiryPage>>['rows'][number];
function toInquiry(r: InquiryRow): InquiryItem {
  const category = r.category as InquiryCategory;
  const status = r.answeredAt ? 'answered' : 'waiting';
  return {
    inquiry_sn: r.inquirySn,
    category,
    category_label: inquiryCategories[category] ?? '기타',
    title: r.title,
    status,
    status_label: inquiryStatusLabels[status],
    created_at: r.createdAt.toISOString(),
  };
}

/** Contact-form messages per address and per e-mail in an hour. */
const CONTACT_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

/** Customer centre (docs/decisions/032): notices, FAQ, and members' own 1:1 inquiries. */
export class CsService {
  constructor(
    private readonly db: Db,
    private readonly limiter: Limiter = new MemoryLimiter(),
  ) {}

  async notices(q: NoticeListQuery): Promise<NoticeListResponse> {
    const { pinned, rows, total } = await noticePage(this.db, q);
    return { pinned: pinned.map(toNotice), items: rows.map(toNotice), total, page: q.page, size: q.size };
  }

  async notice(noticeSn: number): Promise<NoticeDetail> {
    const row = await noticeById(this.db, noticeSn);
    if (!row) throw new AppError('NOTICE_NOT_FOUND');
    return { ...toNotice(row), body: row.body, prev: row.prev, next: row.next };
  }

  async faq(q: FaqListQuery): Promise<FaqListResponse> {
    const rows = await faqList(this.db, q);
    return {
      items: rows.map((r) => ({
        faq_sn: r.faqSn,
        category: r.category as FaqCategory,
        category_label: faqCategories[r.category as FaqCategory] ?? '기타',
        question: r.question,
        answer: r.answer,
      })),
    };
  }

  async inquiries(memberId: number, page: number, size: number): Promise<InquiryListResponse> {
    const { rows, total } = await inquiryPage(this.db, memberId, page, size);
    return { items: rows.map(toInquiry), total, page, size };
  }

  async inquiry(memberId: number, inquirySn: number): Promise<InquiryDetail> {
    const row = await inquiryOf(this.db, memberId, inquirySn);
    if (!row) throw new AppError('INQUIRY_NOT_FOUND');
    return { ...toInquiry(row), contents: row.contents, answer: row.answer, answered_at: row.answeredAt?.toISOString() ?? null };
  }

  async ask(memberId: number, body: InquiryBody): Promise<InquiryDetail> {
    const sn = await insertInquiry(this.db, { memberId, ...body });
    return this.inquiry(memberId, sn);
  }

  /**
   * The signed-out contact form (a suspended member, a visitor; decision 087): kept as an inquiry staff answer
   * in the console, the answer going by mail. Limited per address and per e-mail, so it cannot flood the desk.
   */
  async contact(body: z.output<typeof contactBody>, ip: string): Promise<{ inquiry_sn: number }> {
    for (const key of [`contact:ip:${ip}`, `contact:email:${body.email.toLowerCase()}`]) {
      const wait = await overLimit(this.limiter, key, CONTACT_LIMIT);
      if (wait !== null) throw new AppError('CONTACT_TOO_MANY', { data: { retry_after: Math.ceil(wait / 1000) } });
    }
    const { name, email, ...inquiry } = body;
    return { inquiry_sn: await insertInquiry(this.db, { memberId: null, contactName: name, contactEmail: email, ...inquiry }) };
  }
}
