import { and, asc, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { faqs, inquiries, notices } from '../../db/schema/index.ts';

/** A search text as a LIKE pattern that matches it literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const noticeColumns = {
  noticeSn: notices.noticeSn,
  category: notices.category,
  title: notices.title,
  pinned: notices.pinned,
  postedAt: notices.postedAt,
  isDemo: notices.isDemo,
};

export async function noticePage(db: Conn, f: { category?: string; q?: string; page: number; size: number }) {
  const filters: SQL[] = [];
  if (f.category) filters.push(eq(notices.category, f.category));
  if (f.q) filters.push(or(ilike(notices.title, like(f.q)), ilike(notices.body, like(f.q)))!);
  const where = and(...filters);
  const [pinned, rows, [total]] = await Promise.all([
    f.q || f.page > 1 ? Promise.resolve([]) : db.select(noticeColumns).from(notices).where(and(where, eq(notices.pinned, 'Y'))).orderBy(desc(notices.postedAt)),
    db.select(noticeColumns).from(notices).where(where).orderBy(desc(notices.postedAt), desc(notices.noticeSn)).limit(f.size).offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { pinned, rows, total: total?.n ?? 0 };
}

export async function noticeById(db: Conn, noticeSn: number) {
  const [row] = await db.select({ ...noticeColumns, body: notices.body }).from(notices).where(eq(notices.noticeSn, noticeSn));
  if (!row) return undefined;
  const near = (cmp: typeof lt, order: typeof asc) =>
    db
      .select({ notice_sn: notices.noticeSn, title: notices.title })
      .from(notices)
      .where(cmp(notices.noticeSn, noticeSn))
      .orderBy(order(notices.noticeSn))
      .limit(1);
  const [[prev], [next]] = await Promise.all([near(lt, desc), near(gt, asc)]);
  return { ...row, prev: prev ?? null, next: next ?? null };
}

export async function faqList(db: Conn, f: { category?: string; q?: string }) {
  const filters: SQL[] = [];
  if (f.category) filters.push(eq(faqs.category, f.category));
  if (f.q) filters.push(or(ilike(faqs.question, like(f.q)), ilike(faqs.answer, like(f.q)))!);
  return db
    .select({ faqSn: faqs.faqSn, category: faqs.category, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(and(...filters))
    .orderBy(asc(faqs.sortOrder), asc(faqs.faqSn))
    .limit(200);
}

const inquiryColumns = {
  inquirySn: inquiries.inquirySn,
  category: inquiries.category,
  title: inquiries.title,
  answeredAt: inquiries.answeredAt,
  createdAt: inquiries.createdAt,
};

export async function inquiryPage(db: Conn, memberId: number, page: number, size: number) {
  const mine = eq(inquiries.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db.select(inquiryColumns).from(inquiries).where(mine).orderBy(desc(inquiries.inquirySn)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(inquiries).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Only the member's own inquiry: another member's answers as if it did not exist. */
export async function inquiryOf(db: Conn, memberId: number, inquirySn: number) {
  const [row] = await db
    .select({ ...inquiryColumns, contents: inquiries.contents, answer: inquiries.answer })
    .from(inquiries)
    .where(and(eq(inquiries.inquirySn, inquirySn), eq(inquiries.memberId, memberId)));
  return row;
}

export async function insertInquiry(
  db: Conn,
  v: { memberId: number | null; contactName?: string; contactEmail?: string; category: string; title: string; contents: string },
) {
  const [row] = await db.insert(inquiries).values(v).returning({ inquirySn: inquiries.inquirySn });
  return row!.inquirySn;
}
