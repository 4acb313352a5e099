import { randomInt } from 'node:crypto';
import { type BusinessInfo, CERTIFICATE_MIN_PERCENT, CERTIFICATE_PDF_LIMIT, type CertificateItem, type CertificatesResponse, type CertificateVerification, codes, koreanDay } from '@school/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { overLimit, type Limiter } from '../../http/limiter.ts';
import type { MediaStorage } from '../../providers/media-storage/media-storage.ts';
import type { CourseCompletion } from '../play/play.service.ts';
import { renderCertificate, studyTime } from './certificate.pdf.ts';
import {
  findCertificate,
  findMemberCertificate,
  findQuizFor,
  hasPassed,
  insertCertificate,
  listMemberCertificates,
  memberName,
  setCertificatePdf,
  type CertificateRow,
} from './learning-check.queries.ts';

/** What certificates need of playback: the access rule now (no unpaid or refunded access) and the completion rule. */
export interface CertificatePlay {
  courseAccess(memberId: number, courseSn: number): Promise<unknown>;
  completion(memberId: number, courseSn: number): Promise<CourseCompletion>;
  /** The purchases that give the member the course now: kept on the certificate, which their refund withdraws. */
  courseLines(memberId: number, courseSn: number): Promise<{ orderSns: number[]; chargeSns: number[] }>;
}

/** Where the PDFs are kept, and the counter of a member's downloads. */
export interface CertificateKeeping {
  storage: Pick<MediaStorage, 'get' | 'put'>;
  limiter: Limiter;
}

const SUFFIX = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const suffix = () => Array.from({ length: 4 }, () => SUFFIX[randomInt(SUFFIX.length)]).join('');

/** '홍*동', '남궁**', '이*': the first character kept, the last kept from three characters on, the rest masked. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  const keepLast = chars.length <= 3 ? 1 : 0;
  return chars[0] + '*'.repeat(chars.length - 1 - keepLast) + (keepLast ? chars.at(-1) : '');
}

function item(c: CertificateRow): CertificateItem {
  return {
    number: c.number,
    course_sn: c.courseSn,
    course_title: c.courseTitle,
    hours: Math.round(c.totalSeconds / 360) / 10,
    study_time: studyTime(c.totalSeconds),
    started_on: koreanDay(c.startedAt),
    completed_on: koreanDay(c.completedAt),
    issued_on: koreanDay(c.issuedAt),
    withdrawn: c.withdrawn ? 'Y' : 'N',
  };
}

/** 수료증 (decision 096): issued at 80 % of the lectures completed and the final quiz passed, with access held now. */
export class CertificateService {
  constructor(
    private readonly db: Db,
    private readonly play: CertificatePlay,
    private readonly school: BusinessInfo,
    private readonly publicUrl: string,
    private readonly keeping: CertificateKeeping,
  ) {}

  /** PDFs being made, by number: parallel first requests for one certificate make it once. */
  private readonly making = new Map<string, Promise<Buffer>>();

  async list(memberId: number): Promise<CertificatesResponse> {
    return { list: (await listMemberCertificates(this.db, memberId)).map(item) };
  }

  /** Issues the certificate, or returns the one already issued; refuses with the reason the member can act on. */
  async issue(memberId: number, courseSn: number): Promise<CertificateItem> {
    const existing = await findMemberCertificate(this.db, memberId, courseSn);
    if (existing) return item(existing);
    const completion = await this.play.completion(memberId, courseSn);
    try {
      await this.play.courseAccess(memberId, courseSn);
    } catch (e) {
      if (e instanceof AppError && e.code === codes.COURSE_ACCESS_DENIED.code) throw new AppError('CERTIFICATE_ACCESS_REQUIRED');
      throw e;
    }
    const percent = completion.lectureCount === 0 ? 0 : (completion.completedCount * 100) / completion.lectureCount;
    if (percent < CERTIFICATE_MIN_PERCENT || !completion.startedAt || !completion.lastCompletedAt) {
      throw new AppError('CERTIFICATE_PROGRESS_SHORT', { data: { completed: completion.completedCount, total: completion.lectureCount } });
    }
    const final = await findQuizFor(this.db, { courseSn });
    if (final && !(await hasPassed(this.db, memberId, final.quizId))) throw new AppError('CERTIFICATE_QUIZ_REQUIRED');
    const { orderSns, chargeSns } = await this.play.courseLines(memberId, courseSn);
    const row = await insertCertificate(
      this.db,
      {
        memberId,
        courseSn,
        holderName: (await memberName(this.db, memberId)).slice(0, 30),
        courseTitle: completion.title,
        totalSeconds: completion.totalSeconds,
        startedAt: completion.startedAt,
        completedAt: completion.lastCompletedAt,
        orderSns,
        chargeSns,
      },
      suffix(),
    );
    return item(row);
  }

  /** After a final quiz is passed: the certificate's number if the course is now complete, else null. */
  async issueIfComplete(memberId: number, courseSn: number): Promise<string | null> {
    try {
      return (await this.issue(memberId, courseSn)).number;
    } catch (e) {
      if (e instanceof AppError) return null;
      throw e;
    }
  }

  /**
   * The holder's PDF: made once, kept in the media storage (local directory or S3) and read from there afterwards,
   * so a request never renders it again (rendering is 0.3–1.6 s of font work on the event loop). A member may ask
   * CERTIFICATE_PDF_LIMIT times per window; a withdrawn certificate has no PDF.
   */
  async pdf(memberId: number, number: string): Promise<Buffer> {
    const c = await findCertificate(this.db, number);
    // Another member's number answers as an unknown one: the PDF carries the full name.
    if (!c || c.memberId !== memberId) throw new AppError('CERTIFICATE_NOT_FOUND');
    if (c.withdrawn) throw new AppError('CERTIFICATE_WITHDRAWN');
    if ((await overLimit(this.keeping.limiter, `certificate-pdf:${memberId}`, CERTIFICATE_PDF_LIMIT)) !== null) throw new AppError('CERTIFICATE_PDF_LIMIT');
    const kept = c.pdfKey ? await this.keeping.storage.get(c.pdfKey) : null;
    if (kept) return kept;
    let making = this.making.get(number);
    if (!making) {
      making = this.make(c).finally(() => this.making.delete(number));
      this.making.set(number, making);
    }
    return making;
  }

  private async make(c: CertificateRow): Promise<Buffer> {
    const bytes = Buffer.from(await this.render(c));
    const key = `certificates/${c.number}.pdf`;
    await this.keeping.storage.put(key, bytes, 'application/pdf');
    await setCertificatePdf(this.db, c.number, key);
    return bytes;
  }

  private render(c: CertificateRow): Promise<Uint8Array> {
    return renderCertificate({
      number: c.number,
      holderName: c.holderName,
      courseTitle: c.courseTitle,
      totalSeconds: c.totalSeconds,
      startedAt: c.startedAt,
      completedAt: c.completedAt,
      issuedAt: c.issuedAt,
      school: { name: this.school.company_name, ceo: this.school.ceo, address: this.school.address, regNo: this.school.business_reg_no },
      verifyUrl: this.verifyUrl(c.number),
    });
  }

  verifyUrl(number: string): string {
    return `${this.publicUrl}/certificate/${number}`;
  }

  /** For anyone with the number: the course, the dates, the school and the masked name; nothing else of the holder. */
  async verify(number: string): Promise<CertificateVerification> {
    const c = await findCertificate(this.db, number);
    if (!c) throw new AppError('CERTIFICATE_NOT_FOUND');
    const { number: n, course_title, hours, study_time, started_on, completed_on, issued_on } = item(c);
    return { number: n, masked_name: maskName(c.holderName), course_title, hours, study_time, started_on, completed_on, issued_on, school_name: this.school.company_name, withdrawn: c.withdrawn ? 'Y' : 'N' };
  }
}
