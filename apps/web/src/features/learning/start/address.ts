/**
 * A lecture's play address (app/routes.tsx: course/play/:id?lc_no=…). Free of the app's code: the page's first
 * script (boot.ts) reads it before anything else has loaded.
 */
export const isPlayAddress = (pathname: string): boolean => /^\/course\/play\/[^/]+\/?$/.test(pathname);

/** The lecture a play address names (`lc_no`), or null. */
export function lectureOfAddress(href: string): number | null {
  const lcNo = Number(new URL(href).searchParams.get('lc_no'));
  return Number.isInteger(lcNo) && lcNo > 0 ? lcNo : null;
}

/** A lecture's play address: what the class list, history and the player's own links open. */
export const lecturePlayPath = (courseSn: number, lcNo: number) => `/course/play/${courseSn}?lc_no=${lcNo}`;

/** The member's class list and history (app/routes.tsx: my/class, my/history), rendered in the browser. */
export const isMyLearningAddress = (pathname: string): boolean => /^\/my\/(class|history)\/?$/.test(pathname);
