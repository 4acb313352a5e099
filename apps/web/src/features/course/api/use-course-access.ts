import { useQuery } from '@tanstack/react-query';
import { courseAccessResponse } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { useIsLoggedIn } from '../../../stores/session';
import { checkCourseAccess } from './check-course-access';

/** Access that was bought (a pass or the course), as opposed to a free course or a preview. */
export type HeldReason = 'pass' | 'course';

export const courseAccessKey = (courseSn: number) => ['course', 'access', courseSn] as const;

/** The member's access check for the course page (members only; one call shared by its parts). */
export function useCourseAccess(courseSn: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: courseAccessKey(courseSn), queryFn: () => checkCourseAccess(courseSn), enabled: loggedIn, staleTime: 30_000 });
}

/** Why the member may already watch every lecture of the course they bought or hold a pass for; null otherwise. */
export function useHeldAccess(courseSn: number): HeldReason | null {
  const access = useCourseAccess(courseSn);
  if (access.data?.code !== SUCCESS_CODE) return null;
  const parsed = courseAccessResponse.safeParse(access.data.data);
  if (!parsed.success) return null;
  const { reason } = parsed.data;
  return reason === 'pass' || reason === 'course' ? reason : null;
}
