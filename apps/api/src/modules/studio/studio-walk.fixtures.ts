import type { Tokens } from '../../test/accounts.ts';
import type { TestContext } from '../../test/test-app.ts';

type Call = <T = unknown>(who: Tokens | null, method: string, url: string, payload?: object) => Promise<{ status: number; body: { code: string; data: T } }>;

/** What teacher A owns when teacher B walks the studio: the ids B's calls name. */
export interface Owned {
  courseSn: number;
  courseTitle: string;
  draftSn: number;
  /** A's draft body, reused as a well-formed body for B's writes (so B is refused for ownership, not input). */
  body: Record<string, unknown>;
}

interface Try {
  url: string;
  payload?: object;
  /** For a list of B's own: the answer must not mention this (A's things); otherwise the answer must be 7401. */
  expectOwnList?: RegExp;
}

const MARKER = '남의 눈에 띄면 안 되는 초안';

/**
 * Every studio route, as another teacher would call it with teacher A's ids (studio-session.test.ts walks
 * `app.studioRoutes`: a new studio route without a recipe here fails that test).
 */
export const otherTeacherTries = {
  async setUp({ call, own, courseSn }: { t: TestContext; call: Call; own: Tokens; courseSn: number }): Promise<Owned> {
    const snap = (await call<{ snapshot: Record<string, unknown> }>(own, 'GET', `/api/studio/courses/${courseSn}`)).body.data.snapshot;
    const body = { ...snap, title: MARKER, course_sn: courseSn };
    const created = await call<{ latest: { draft_sn: number } }>(own, 'POST', '/api/studio/drafts', body);
    if (created.body.code !== '0000') throw new Error(`draft: ${created.body.code}`);
    return { courseSn, courseTitle: String(snap.title), draftSn: created.body.data.latest.draft_sn, body };
  },
  recipes: {
    'GET /api/studio/me': () => ({ url: '/api/studio/me', expectOwnList: new RegExp(MARKER) }),
    'GET /api/studio/courses': (o) => ({ url: '/api/studio/courses', expectOwnList: new RegExp(`"course_sn":${o.courseSn}[,}]`) }),
    'GET /api/studio/courses/:course_sn': (o) => ({ url: `/api/studio/courses/${o.courseSn}` }),
    'GET /api/studio/drafts': () => ({ url: '/api/studio/drafts', expectOwnList: new RegExp(MARKER) }),
    'POST /api/studio/drafts': (o) => ({ url: '/api/studio/drafts', payload: o.body }),
    'GET /api/studio/drafts/:draft_sn': (o) => ({ url: `/api/studio/drafts/${o.draftSn}` }),
    'PUT /api/studio/drafts/:draft_sn': (o) => ({ url: `/api/studio/drafts/${o.draftSn}`, payload: o.body }),
    'POST /api/studio/drafts/:draft_sn/submit': (o) => ({ url: `/api/studio/drafts/${o.draftSn}/submit` }),
  } as Record<string, (o: Owned) => Try>,
};
