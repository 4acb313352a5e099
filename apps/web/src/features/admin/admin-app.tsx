import { Link, Navigate, Route, Routes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorMessage, LoadingMessage } from '../../components/ui/status';
import { errorMessage } from '../../lib/api-client';
import { useConsoleSession } from '../../stores/console-session';
import { adminLogout } from './api/admin-login';
import { useOperator } from './api/operator';
import { AdminSignIn } from './components/admin-sign-in';
import { ConsoleLayout } from './components/console-layout';
import { ROLE_LABEL } from './components/labels';
import { mayOpen, sections } from './nav';

/**
 * /admin/*: the operator console, its own chunk; nothing of it is in the member bundle. It runs on its own
 * session (the operator sign-in, decision 081): signing out here, or its lifetime running out, closes the
 * console and leaves the member's own session on the site as it was.
 */
export function AdminApp() {
  const email = useConsoleSession((s) => s.session?.email);
  const endedBecause = useConsoleSession((s) => s.endedBecause);
  const queryClient = useQueryClient();
  const user = useOperator();

  const signOut = () => {
    void adminLogout();
    queryClient.removeQueries({ queryKey: ['admin'] });
  };

  // The store change itself shows the console; what an earlier operator saw was dropped at sign-out.
  if (!email) return <AdminSignIn notice={endedBecause} />;
  if (user.isPending) return <LoadingMessage label="운영자 정보를 확인하는 중" />;
  if (user.isError) return <ErrorMessage message={errorMessage(user.error)} onRetry={() => void user.refetch()} />;
  const role = user.data.role;
  if (role === 'member') {
    void adminLogout();
    return <AdminSignIn notice="운영자 권한이 없는 계정입니다." />;
  }

  const allowed = sections.filter((s) => mayOpen(role, s.role));
  return (
    <ConsoleLayout menu={allowed.filter((s) => s.inMenu)} operator={`${user.data.user_name || user.data.email} · ${ROLE_LABEL[role] ?? role}`} onSignOut={signOut}>
      <Routes>
        {/* A teacher has no dashboard: their console opens on their own courses. */}
        {role === 'teacher' && <Route index element={<Navigate to="teaching" replace />} />}
        {allowed.map(({ path, Page }) => (path === '' ? <Route key="index" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />))}
        <Route
          path="*"
          element={
            <p className="text-slate-700">
              없는 화면이거나 권한이 없는 화면입니다.{' '}
              <Link to="/admin" className="font-semibold underline">
                콘솔 처음으로
              </Link>
            </p>
          }
        />
      </Routes>
    </ConsoleLayout>
  );
}
