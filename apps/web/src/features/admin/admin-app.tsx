import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorMessage, LoadingMessage } from '../../components/ui/status';
import { errorMessage } from '../../lib/api-client';
import { useSessionStore } from '../../stores/session';
import { useLogout } from '../auth';
import { useSimpleUser } from '../my';
import { AdminSignIn } from './components/admin-sign-in';
import { ConsoleLayout } from './components/console-layout';
import { clearConsoleSession, hasConsoleSession, markConsoleSession } from './console-session';
import { sections } from './nav';

/** /admin/*: the operator console, its own chunk; nothing of it is in the member bundle. */
export function AdminApp() {
  const email = useSessionStore((s) => s.user?.email);
  const queryClient = useQueryClient();
  const [, rerender] = useState(0);
  const user = useSimpleUser();
  const { logout } = useLogout();
  const open = hasConsoleSession(email);

  const signedIn = () => {
    const current = useSessionStore.getState().user?.email;
    if (current) markConsoleSession(current);
    void queryClient.invalidateQueries({ queryKey: ['my', 'simpleUser'] });
    rerender((n) => n + 1);
  };
  const signOut = () => {
    clearConsoleSession();
    void logout();
  };

  if (!email || !open) return <AdminSignIn onSignedIn={signedIn} />;
  if (user.isPending) return <LoadingMessage label="운영자 정보를 확인하는 중" />;
  if (user.isError) return <ErrorMessage message={errorMessage(user.error)} onRetry={() => void user.refetch()} />;
  const role = user.data.role;
  if (role === 'member') {
    clearConsoleSession();
    return <AdminSignIn onSignedIn={signedIn} notice="운영자 권한이 없는 계정입니다." />;
  }

  const allowed = sections.filter((s) => s.role === 'staff' || role === 'admin');
  return (
    <ConsoleLayout menu={allowed.filter((s) => s.inMenu)} operator={`${user.data.user_name || user.data.email} · ${role === 'admin' ? '관리자' : '스태프'}`} onSignOut={signOut}>
      <Routes>
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
