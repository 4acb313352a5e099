import { useMatches } from 'react-router';
import { headerFromMatches } from '../header-info';
import { PageShell } from '../../components/ui/page-shell';

/**
 * What stands in the page's place while the first page's code loads, inside the header, menus and footer (React
 * Router renders the layout above it at once: its HydrateFallback). On a slow phone network the frame and the way
 * out arrive seconds before the page (issue 48): its title where the page's own will be, and grey lines.
 */
export function PageFallback() {
  const title = headerFromMatches(useMatches()).text;
  return (
    <PageShell>
      <div role="status" aria-label="페이지를 불러오는 중입니다">
        <p aria-hidden="true" className="text-3xl font-extrabold tracking-tight text-slate-900 mobile:text-2xl">
          {title || <span className="block h-9 w-52 animate-pulse rounded-lg bg-slate-100" />}
        </p>
        <div aria-hidden="true" className="mt-6 space-y-3">
          <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
          <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
        </div>
      </div>
    </PageShell>
  );
}
