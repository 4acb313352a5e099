import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ErrorMessage, LoadingMessage } from '../../components/ui/status';
import { errorMessage } from '../../lib/api-client';
import { useStudioSession } from '../../stores/studio-session';
import { studioLogout } from './api/studio-login';
import { studioMeQuery } from './api/studio-queries';
import { StudioLayout } from './components/studio-layout';
import { StudioSignIn } from './components/studio-sign-in';

/**
 * /studio: the teacher's studio, its own chunk and its own session (slogin, decision 122). Signing out here, or its
 * lifetime running out, closes the studio and leaves the member's session on the site as it was. Its pages are the
 * children of `studioChildren` (routes.tsx), shown in the Outlet.
 */
export function StudioApp() {
  const email = useStudioSession((s) => s.session?.email);
  const endedBecause = useStudioSession((s) => s.endedBecause);
  const queryClient = useQueryClient();
  const me = useQuery({ ...studioMeQuery(), enabled: email !== undefined });

  const signOut = () => {
    void studioLogout();
    queryClient.removeQueries({ queryKey: ['studio'] });
  };

  if (!email) return <StudioSignIn notice={endedBecause} />;
  if (me.isPending) return <LoadingMessage label="강사 정보를 확인하는 중" />;
  if (me.isError) return <ErrorMessage message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  return (
    <StudioLayout teacher={me.data.name} onSignOut={signOut}>
      <Outlet />
    </StudioLayout>
  );
}
