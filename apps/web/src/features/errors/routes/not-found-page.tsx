import { PageShell } from '../../../components/ui/page-shell';
import { NotFound } from '../../../components/ui/not-found';

export function NotFoundPage() {
  return (
    <PageShell>
      <NotFound />
    </PageShell>
  );
}
