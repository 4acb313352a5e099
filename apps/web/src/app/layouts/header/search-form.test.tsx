import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SearchForm } from './search-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tree = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/']}>
      <SearchForm variant="inline" />
    </MemoryRouter>
  </QueryClientProvider>
);

it('a search box tapped before the script ran opens its panel (최근/인기 검색어) once the page comes alive', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree(client));
  document.body.append(container);
  container.querySelector('input')!.focus();

  await act(async () => void hydrateRoot(container, tree(client)));

  expect(screen.getByRole('heading', { name: '인기 검색어' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveAttribute('aria-expanded', 'true');
  container.remove();
});
