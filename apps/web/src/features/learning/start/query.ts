import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lectureStartDeps, startLecture, type LectureStart } from './check';
import { pendingStart, takeStart, type Start } from './starts';

/**
 * The page checks a start begun before it (starts.ts) as its own. Session codes (09xx) and failures go through the
 * app's client, which refreshes tokens and signs out, and starts the lecture again.
 */
function adopt(start: Start): Promise<LectureStart> {
  // Auto answered 0000 but the session ran out before play was asked (09xx), or play failed: the lecture is started,
  // so only play is asked again through the client; starting again would open a second playback session.
  const play = (lcNo: number) => start.play.then((answer) => (answer.code.startsWith('09') ? lectureStartDeps.play(lcNo) : answer), () => lectureStartDeps.play(lcNo));
  return startLecture(start.lcNo, { auto: () => start.auto, play }).then(
    (done) => (done.kind === 'refused' && done.code.startsWith('09') ? startLecture(start.lcNo, lectureStartDeps) : done),
    () => startLecture(start.lcNo, lectureStartDeps),
  );
}

/**
 * Checks a started lecture's answers as soon as the play route matches (its loader calls this), while the page's code
 * is still loading: the page then has the lecture's links on its first render instead of starting on them after it.
 */
export function checkStartEarly(lcNo: number): void {
  const start = pendingStart(lcNo);
  if (!start || start.checked) return;
  start.checked = adopt(start);
  start.checked.then((done) => (start.done = done)).catch(() => undefined);
}

export const startLectureQueryOptions = (lcNo: number) =>
  queryOptions({
    queryKey: ['rs', 'play', lcNo],
    queryFn: () => {
      const start = takeStart(lcNo);
      return start ? (start.checked ?? adopt(start)) : startLecture(lcNo);
    },
    // Each visit starts a playback session and gets fresh signed links (gcTime 0: nothing is kept once the page is
    // left). While the page is open the start is never repeated behind its back: its links are the player's.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * A start already checked is the query's data from the first render. Only read while rendering (React may render and
 * drop a pass, and the query with it, before anything is on screen); it is taken once the page commits.
 */
export function useStartLecture(lcNo: number) {
  const start = useQuery({ ...startLectureQueryOptions(lcNo), initialData: () => pendingStart(lcNo)?.done });
  useEffect(() => {
    if (pendingStart(lcNo)?.done) takeStart(lcNo);
  }, [lcNo]);
  return start;
}
