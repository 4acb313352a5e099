import type { Db } from '../../db/client.ts';
import { coverPath, portraitPath } from '../course/course.presenters.ts';
import type { PageHead } from '../../http/page-head.ts';
import { courseHead, eventHead, noticeHead, seminarHead, teacherHead } from './seo.queries.ts';

export const SITE_NAME = '투자학교';
const SITE_DESCRIPTION = '주식·해외선물 투자 교육 온라인 스쿨. 현직 강사의 동영상 강의, 국내·미국 종목 분석 자료, 세미나를 한곳에서.';
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

/** Pages without a record of their own: their title and description. */
const FIXED: Record<string, [string, string]> = {
  '/course': ['전체 강의', '주식, 해외선물, 재무제표, 기술적 분석까지 분야별 투자 강의를 찾아보세요.'],
  '/course/free': ['무료 강의', '가입만 하면 바로 볼 수 있는 무료 투자 강의입니다.'],
  '/teacher': ['강사 소개', '투자학교 강사진의 경력과 강의를 소개합니다.'],
  '/curriculum': ['커리큘럼', '입문부터 고급까지, 단계별로 따라가는 투자 학습 과정입니다.'],
  '/event': ['이벤트·혜택', '진행 중인 이벤트와 회원 혜택을 확인하세요.'],
  '/event/seminar': ['세미나', '강사와 직접 만나는 오프라인·온라인 투자 세미나 일정입니다.'],
  '/cs/notice': ['공지사항', '투자학교의 새 소식과 안내입니다.'],
  '/cs/faq': ['자주 묻는 질문', '수강, 결제, 환불, 계정에 대해 자주 묻는 질문과 답변입니다.'],
  '/payment/product': ['이용권', '모든 강의를 기간 동안 볼 수 있는 이용권과 단과 강의 상품입니다.'],
  '/stocks/info/kr': ['국내 주식 정보', '국내 종목의 시세, 차트, 재무 정보를 확인하세요.'],
  '/stocks/info/us': ['미국 주식 정보', '미국 종목의 시세, 차트, 재무 정보를 확인하세요.'],
  '/stocks/rank/kr': ['국내 종목 순위', '거래량, 상승률, 시가총액 기준 국내 종목 순위입니다.'],
  '/stocks/rank/us': ['미국 종목 순위', '거래량, 상승률, 시가총액 기준 미국 종목 순위입니다.'],
  '/search': ['검색', '강의, 강사, 종목을 검색하세요.'],
  '/login': ['로그인', SITE_DESCRIPTION],
  '/signup': ['회원가입', SITE_DESCRIPTION],
  '/guardian': ['법정대리인 확인', '만 14세 미만 자녀의 회원정보 열람, 정정, 탈퇴를 요청하실 수 있습니다.'],
};
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
    const fixed = FIXED[path];
    if (fixed) return this.page(path, fixed[0], fixed[1]);
    if (PRIVATE.test(path)) return this.page(path, null, SITE_DESCRIPTION, { noindex: true });
    const [, kind, id] = /^\/(course|teacher|event|event\/seminar|cs\/notice)\/(\d{1,9})$/.exec(path) ?? [];
    const n = Number(id);
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
    return this.page(path, null, SITE_DESCRIPTION);
  }
}
