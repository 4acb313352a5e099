import { useRoutes } from 'react-router';
import { analyticsRoutes } from '../../../studio';
import { useOperator } from '../../api/operator';

/**
 * /admin/analytics/*: course analytics in the console until the studio has its own layout (decision 123). A teacher
 * sees their own courses through the studio's calls, an operator every course.
 */
export default function AnalyticsSection() {
  const role = useOperator().data?.role;
  return useRoutes(analyticsRoutes(role === 'teacher' ? 'teacher' : 'operator'));
}
