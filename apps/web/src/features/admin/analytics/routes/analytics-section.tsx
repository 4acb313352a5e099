import { useRoutes } from 'react-router';
import { analyticsRoutes } from '../../../studio';

/**
 * /admin/analytics/*: course analytics across every teacher, for operators (decision 123). A teacher reads their own
 * courses in the studio (/studio/analytics, decision 128) with the same pages.
 */
export default function AnalyticsSection() {
  return useRoutes(analyticsRoutes('operator'));
}
