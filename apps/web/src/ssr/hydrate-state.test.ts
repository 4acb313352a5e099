import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SSR_STATE_ID } from '../app/server-rendered';
import { hydrateServerState } from './hydrate-state';

const HOUR = 3600_000;

/** The state a server rendered an hour ago, in the page as entry-server.tsx writes it. */
function pageRenderedAnHourAgo(now: number) {
  const server = new QueryClient();
  server.setQueryData(['course', 22], { title: '주식 기초' }, { updatedAt: now - HOUR });
  const script = document.createElement('script');
  script.id = SSR_STATE_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(dehydrate(server));
  document.body.append(script);
}

afterEach(() => document.getElementById(SSR_STATE_ID)?.remove());

describe('hydrating the server state', () => {
  it('takes the data of an old page as fetched on arrival, so nothing is asked again within staleTime', () => {
    const now = Date.now();
    pageRenderedAnHourAgo(now);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    expect(hydrateServerState(client, now)).toBe(true);
    expect(client.getQueryData(['course', 22])).toEqual({ title: '주식 기초' });
    const query = client.getQueryCache().find({ queryKey: ['course', 22] })!;
    expect(query.state.dataUpdatedAt).toBe(now);
    expect(query.isStaleByTime(60_000)).toBe(false);
    expect(document.getElementById(SSR_STATE_ID)).toBeNull();
  });

  it('reports a page rendered in the browser only', () => {
    expect(hydrateServerState(new QueryClient())).toBe(false);
  });
});
