import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PopupHost } from '../components/ui/popup-host';

const nothing = () => undefined;

/**
 * App-wide providers; popups render here, above any route. `onStarted` runs once the app's first render is on
 * screen and every effect below has run (an effect here, not an extra element: the tree must stay the one the
 * server rendered, or React's generated ids would differ).
 */
export function Providers({ client, children, onStarted = nothing }: { client: QueryClient; children: ReactNode; onStarted?: () => void }) {
  useEffect(onStarted, [onStarted]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <PopupHost />
    </QueryClientProvider>
  );
}
