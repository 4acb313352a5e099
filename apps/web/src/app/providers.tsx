import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PopupHost } from '../components/ui/popup-host';

/** App-wide providers; popups render here, above any route. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <PopupHost />
    </QueryClientProvider>
  );
}
