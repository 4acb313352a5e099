import { PUBLIC_PAGES, recordPage } from '@school/contracts/plain';
import type { Db } from '../../db/client.ts';
import { coverPath, portraitPath } from '../course/course.presenters.ts';
import type { PageHead } from '../../http/page-head.ts';
import { courseHead, eventHead, noticeHead, seminarHead, teacherHead } from './seo.queries.ts';

export const SITE_NAME = '투자학교';
const SITE_DESCRIPTION = '주식·해외선물 투자 교육 온라인 스쿨. 현직 강사의 동영상 강의, 국내·미국 종목 분석 자료, 세미나를 한곳에서.';
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

/** Pages without a record of their own: their title and description (the one list of public pages, issue 34). */
const FIXED = new Map(PUBLIC_PAGES.filter((p) => p.title !== null).map((p) => [p.path, p] as const));
const PLAY_PAGE = /^\/course\/play\/(\d{1,9})$/;
const PRIVATE = /^\/(my|admin|payment\/(checkout|success|fail)|course\/play)(\/|$)/;

const clip = (s: string, n = 150) => {
  const flat = s.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

/** The head of every page the web app serves (docs/decisions/073), cached a minute per address. */
export class PageHeads {
  private readonly cache = new Map<string, { at: number; head: PageHead }>();

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {}

  async head(pathname: string, now = Date.now()): Promise<PageHead> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const hit = this.cache.get(path);
    if (hit && now - hit.at < TTL_MS) return hit.head;
    const head = await this.build(path);
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(path, { at: now, head });
    return head;
  }

  private page(path: string, title: string | null, description: string, extra: Partial<PageHead> = {}): PageHead {
    return { title: title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} - 주식·해외선물 투자 교육`, description, canonical: `${this.publicUrl}${path}`, siteName: SITE_NAME, ...extra };
  }

  private absolute(url: string): string {
    return /^https?:\/\//.test(url) ? url : `${this.publicUrl}${url}`;
  }

  private async build(path: string): Promise<PageHead> {
    const fixed = FIXED.get(path);
    if (fixed) return this.page(path, fixed.title, fixed.description ?? SITE_DESCRIPTION);
    const play = PLAY_PAGE.exec(path);
    // A lecture page of a course that does not exist answers 404 (its own page renders in the browser only).
    if (play && !(await courseHead(this.db, Number(play[1])))) return this.missing(path);
    if (PRIVATE.test(path)) return this.page(path, null, SITE_DESCRIPTION, { noindex: true });
    const [kind, n] = recordPage(path) ?? [null, 0];
    if (kind === 'course') {
      const c = await courseHead(this.db, n);
      if (c) {
        const image = this.absolute(coverPath(n, c.coverImage, c.updatedAt));
        return this.page(path, c.title, clip(c.summary), {
          type: 'article',
          image,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: c.title,
            description: clip(c.summary, 500),
            inLanguage: 'ko',
            url: `${this.publicUrl}${path}`,
            image,
            provider: { '@type': 'Organization', name: SITE_NAME, sameAs: this.publicUrl },
            instructor: { '@type': 'Person', name: c.teacher },
            offers: { '@type': 'Offer', category: c.isFree === 'Y' ? 'Free' : 'Paid', price: c.isFree === 'Y' ? 0 : c.price, priceCurrency: 'KRW' },
          },
        });
      }
    }
    if (kind === 'teacher') {
      const t = await teacherHead(this.db, n);
      if (t) return this.page(path, `${t.name} 강사`, clip(t.headline), { type: 'article', image: this.absolute(portraitPath(n, t.profileImage)) });
    }
    if (kind === 'event') {
      const e = await eventHead(this.db, n);
      if (e) return this.page(path, e.title, clip(e.summary), { type: 'article' });
    }
    if (kind === 'event/seminar') {
      const s = await seminarHead(this.db, n);
      if (s) {
        return this.page(path, s.title, clip(s.summary), {
          type: 'article',
          jsonLd: { '@context': 'https://schema.org', '@type': 'Event', name: s.title, description: clip(s.summary, 500), startDate: s.heldAt.toISOString(), location: { '@type': 'Place', name: s.place, address: s.place } },
        });
      }
    }
    if (kind === 'cs/notice') {
      const m = await noticeHead(this.db, n);
      if (m) return this.page(path, m.title, clip(m.body), { type: 'article' });
    }
    // A record page whose record does not exist: the server answers it 404, with the not-found page (decision 087).
    if (kind !== null) return this.missing(path);
    return this.page(path, null, SITE_DESCRIPTION);
  }

  private missing(path: string): PageHead {
    return this.page(path, '페이지를 찾을 수 없습니다', SITE_DESCRIPTION, { noindex: true, missing: true });
  }
}
