import sanitizeHtml from 'sanitize-html';
import { CONSENTED_TYPES, type ConsentRow, koreanDay, type LegalDocumentView, type LegalPendingItem, type LegalType, legalTypes, type LegalVersion, noticeDays, OBJECTION_DAYS, shiftDay } from '@school/contracts';
import type { AdminLegalDoc, LegalPublishBody } from '@school/contracts/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Conn, Db } from '../../db/client.ts';
import type { MailSender } from '../../providers/mail/mail.ts';
import { recordChange, type Actor } from '../../db/audit.ts';
import { AppError } from '../../http/app-error.ts';
import { answerCounts, answeredVersion, claimMarketingNotices, consentsOf, openMarketingNotice, inForce, insertConsents, insertVersion, lockType, noticeShown, recordDeemed, versionOf, versionsOf, type LegalRow } from './legal.queries.ts';

/** The markup legal texts may use: headings, paragraphs, lists, tables, emphasis, links out. Nothing runs. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h3', 'h4', 'h5', 'p', 'br', 'ol', 'ul', 'li', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 'b', 'u', 'a', 'span', 'div'],
  allowedAttributes: { a: ['href'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

const version = (r: LegalRow): LegalVersion => ({ version: r.version, title: r.title, effective_on: r.effectiveOn, published_at: r.publishedAt.toISOString(), summary: r.summary });

/**
 * Legal texts as versioned records and the consents members give them (docs/decisions/069). A new
 * version is published ahead of its day (10 days for the terms, 7 for the others), announced to each
 * member at their next visit, and a member who does not object within 14 days of seeing it is recorded as agreeing.
 */
export class LegalService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailSender | null,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The version in force today, the versions before it and one announced to come. */
  async current(type: LegalType): Promise<LegalDocumentView> {
    const today = koreanDay(this.now());
    const [doc, all] = await Promise.all([inForce(this.db, type, today), versionsOf(this.db, type)]);
    if (!doc) throw new AppError('LEGAL_NOT_FOUND');
    return this.view(doc, all, today);
  }

  /** One published version (이전 약관 보기, or one announced to come). */
  async version(type: LegalType, v: number): Promise<LegalDocumentView> {
    const [doc, all] = await Promise.all([versionOf(this.db, type, v), versionsOf(this.db, type)]);
    if (!doc) throw new AppError('LEGAL_NOT_FOUND');
    return this.view(doc, all, koreanDay(this.now()));
  }

  private view(doc: LegalRow, all: LegalRow[], today: string): LegalDocumentView {
    const upcoming = all.filter((r) => r.effectiveOn > today).at(-1);
    return {
      doc_type: doc.docType as LegalType,
      version: doc.version,
      title: doc.title,
      effective_on: doc.effectiveOn,
      html: doc.html,
      versions: all.filter((r) => r.effectiveOn <= today).map(version),
      upcoming: upcoming ? version(upcoming) : null,
    };
  }

  /** Records, in the sign-up's transaction, the versions in force that the member ticked, and the marketing choice. */
  async recordSignup(tx: Conn, memberId: number, marketing: 'Y' | 'N'): Promise<void> {
    const today = koreanDay(this.now());
    const rows = [];
    for (const type of CONSENTED_TYPES) {
      const doc = await inForce(tx, type, today);
      if (doc) rows.push({ memberId, docType: type, version: doc.version, agreed: true, how: 'signup' });
    }
    rows.push({ memberId, docType: 'marketing', version: 1, agreed: marketing === 'Y', how: 'marketing' });
    await insertConsents(tx, rows);
  }

  /** A change of the marketing choice (on /my/info), kept with its time. */
  async recordMarketing(memberId: number, choice: 'Y' | 'N'): Promise<void> {
    await insertConsents(this.db, [{ memberId, docType: 'marketing', version: 1, agreed: choice === 'Y', how: 'marketing' }]);
  }

  /**
   * Newer versions of the texts the member agreed to that they have not answered; the first call for
   * each stamps when they were shown it, from which the 14 days to object run.
   */
  async pending(memberId: number): Promise<{ list: LegalPendingItem[] }> {
    const now = this.now();
    const list: LegalPendingItem[] = [];
    for (const type of CONSENTED_TYPES) {
      const [newest] = await versionsOf(this.db, type);
      const answered = await answeredVersion(this.db, memberId, type);
      if (!newest || answered === 0 || newest.version <= answered) continue;
      const shownAt = await noticeShown(this.db, memberId, type, newest.version, now);
      list.push({
        doc_type: type,
        title: newest.title,
        version: newest.version,
        effective_on: newest.effectiveOn,
        summary: newest.summary,
        deemed_on: shiftDay(koreanDay(shownAt), OBJECTION_DAYS),
      });
    }
    return { list };
  }

  async answer(memberId: number, type: LegalType, v: number, answer: 'agree' | 'object'): Promise<{ list: LegalPendingItem[] }> {
    const [newest] = await versionsOf(this.db, type);
    if (!CONSENTED_TYPES.includes(type) || !newest || newest.version !== v || (await answeredVersion(this.db, memberId, type)) >= v) throw new AppError('LEGAL_NOT_PENDING');
    await insertConsents(this.db, [{ memberId, docType: type, version: v, agreed: answer === 'agree', how: answer === 'agree' ? 'agreed' : 'objected' }]);
    return this.pending(memberId);
  }

  /** Silence after 14 days of notice counts as agreement (a job, once across processes). */
  deemAgreed(): Promise<number> {
    return recordDeemed(this.db, this.now(), OBJECTION_DAYS);
  }

  /**
   * Every two years a member who agreed to marketing messages is told so, with the date, and how to keep
   * or withdraw it (정보통신망법 시행령 §62-3). Returns how many were told. Once across processes (the job's lock;
   * the claim itself records the notice, so a second run finds nobody).
   */
  async sendMarketingNotices(limit = 500): Promise<number> {
    const due = await claimMarketingNotices(this.db, this.now(), limit);
    for (const m of due) {
      await this.mail
        ?.send({
          to: m.email,
          subject: '[투자학교] 마케팅 정보 수신 동의 현황 안내',
          text:
            `회원님은 ${koreanDay(m.consentedAt)}에 투자학교의 이벤트·혜택 소식(마케팅 정보) 수신에 동의하셨습니다.\n` +
            '계속 받으시려면 내 정보(/my/info)에서 "계속 받기"를, 원하지 않으시면 "마케팅 정보 수신 동의"를 끄면 됩니다. ' +
            '아무것도 하지 않으시면 지금처럼 받으십니다.',
        })
        .catch((err: unknown) => this.log.warn({ err, memberId: m.memberId }, 'marketing notice mail failed'));
    }
    return due.length;
  }

  async consents(memberId: number): Promise<{ list: ConsentRow[]; marketing_notice_at: string | null }> {
    const [rows, notice] = await Promise.all([consentsOf(this.db, memberId), openMarketingNotice(this.db, memberId)]);
    return {
      marketing_notice_at: notice?.toISOString() ?? null,
      list: rows.map((r) => ({
        doc_type: r.docType,
        title: r.docType === 'marketing' ? '마케팅 정보 수신' : (legalTypes[r.docType as LegalType] ?? r.docType),
        version: r.version,
        agreed: r.agreed,
        how: r.how as ConsentRow['how'],
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  // ── console ────────────────────────────────────────────────────────────
  async adminList(): Promise<{ list: AdminLegalDoc[] }> {
    const today = koreanDay(this.now());
    const counts = await answerCounts(this.db);
    const list: AdminLegalDoc[] = [];
    for (const type of Object.keys(legalTypes) as LegalType[]) {
      const all = await versionsOf(this.db, type);
      list.push({
        doc_type: type,
        title: legalTypes[type],
        current_version: all.find((r) => r.effectiveOn <= today)?.version ?? null,
        versions: all.map((r) => {
          const c = counts.find((x) => x.docType === type && x.version === r.version);
          return { ...version(r), agreed: c?.agreed ?? 0, objected: c?.objected ?? 0 };
        }),
      });
    }
    return { list };
  }

  /** Publishes a new version; its day must leave the notice period (8080). Members are told at their next visit. */
  async publish(actor: Actor, type: LegalType, body: LegalPublishBody): Promise<{ version: number }> {
    if (body.effective_on < shiftDay(koreanDay(this.now()), noticeDays(type))) throw new AppError('ADMIN_LEGAL_TOO_SOON');
    const html = sanitizeHtml(body.html, ALLOWED).trim();
    if (sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length === 0) throw new AppError('ADMIN_LEGAL_EMPTY');
    return this.db.transaction(async (tx) => {
      await lockType(tx, type);
      const [latest] = await versionsOf(tx, type);
      const next = (latest?.version ?? 0) + 1;
      await insertVersion(tx, { docType: type, version: next, title: body.title, html, effectiveOn: body.effective_on, summary: body.summary, publishedBy: actor.memberId });
      await recordChange(tx, actor, { action: 'legal.publish', targetType: 'legal', targetId: `${type}:${next}`, after: { title: body.title, effective_on: body.effective_on, summary: body.summary } });
      return { version: next };
    });
  }
}
