import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { sessionHydrated } from './stores/session';
import { menuQueryOptions } from './features/menu/api/get-menu';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Every page shows the menu: fetch it while the page's chunk loads, not after (less late data, less shift).
void queryClient.prefetchQuery(menuQueryOptions());

// The first render waits for the stored session (at most 5000 ms), so a member is never shown as a visitor.
void sessionHydrated().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  ),
);
