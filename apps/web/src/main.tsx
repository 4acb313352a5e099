import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { queryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
