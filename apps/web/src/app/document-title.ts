import { useEffect } from 'react';
import { SITE_NAME } from './site';

/**
 * A page's own title once its record is loaded (a course's name rather than the route's 강의 소개), matching the
 * title the server wrote into the first HTML. The root layout sets the route's title first (a layout effect).
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
