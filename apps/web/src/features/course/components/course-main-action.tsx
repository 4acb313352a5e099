import { Link } from 'react-router';
import type { CourseMainResponse } from '@school/contracts';
import { SUCCESS_CODE } from '@school/contracts/plain';
import { useIsLoggedIn } from '../../../stores/session';
import { checkoutPath, useProducts } from '../../commerce';
import { useCourseAccess } from '../api/use-course-access';
import { EnrollButton } from './enroll-button';

const buyClass =
  'inline-flex h-12 items-center justify-center gap-1.5 rounded-xl bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700 aria-disabled:opacity-70';

/**
 * The course page's main action. A course sold only on its own (no pass opens it) says 이 강의 구매하기 and goes
 * to its checkout, unless the member already holds it: 수강하기 there led to "buy a pass" when no pass includes it.
 * Free and pass courses keep 수강하기 (the access check, then the player or the passes).
 */
export function CourseMainAction({ course }: { course: CourseMainResponse['course'] }) {
  if (course.is_free === 'Y' || course.pass_included === 'Y') return <EnrollButton courseSn={course.course_sn} />;
  return <BuyOrEnroll courseSn={course.course_sn} />;
}

function BuyOrEnroll({ courseSn }: { courseSn: number }) {
  const loggedIn = useIsLoggedIn();
  const products = useProducts(courseSn);
  const access = useCourseAccess(courseSn);
  if (loggedIn && access.data?.code === SUCCESS_CODE) return <EnrollButton courseSn={courseSn} />;
  const product = products.data?.courses[0];
  if (products.data && !product) return <EnrollButton courseSn={courseSn} />;
  if (!product || (loggedIn && access.isPending)) {
    // Same words while the product and the member's access load, so the page does not change its mind in view.
    return (
      <span role="link" aria-disabled="true" aria-busy="true" className={buyClass}>
        이 강의 구매하기
      </span>
    );
  }
  return (
    <Link to={checkoutPath(product.product_id)} className={buyClass}>
      이 강의 구매하기
    </Link>
  );
}
