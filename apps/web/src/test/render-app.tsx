import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { routes } from '../app/routes';
import { Providers } from '../app/providers';
import { apiClient } from '../lib/http-client';
import { createQueryClient } from '../lib/query-client';
import { setNavigator } from '../lib/navigation';
import { usePopupStore } from '../lib/popup';
import { useSessionStore, type SessionUser } from '../stores/session';
import { useDisplayStore } from '../stores/display';
import type { LegalType } from '@school/contracts';
import { legalTypes } from '@school/contracts/plain';
import { sampleBusiness, sampleLegal, sampleMenu } from './fixtures';
import { authApi, businessApi, menuApi } from '@school/contracts/endpoints';

/**
 * The app loads each page on first visit (React Router `lazy`). Tests resolve every page once, up
 * front, so a navigation lands in the same tick as it would without code splitting.
 */
async function resolveLazyRoutes(list: RouteObject[]): Promise<void> {
  for (const route of list) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }
    if (route.children) await resolveLazyRoutes(route.children);
  }
}
await resolveLazyRoutes(routes);

export type Reply = { status: number; body: unknown };
export type Handler = (config: InternalAxiosRequestConfig) => Reply | undefined | Promise<Reply | undefined>;

const ok = (data: unknown): Reply => ({ status: 200, body: { code: '0000', message: '성공', data } });

const LEGAL = /^\/api\/comm\/legal\/([a-z-]+)$/;

/**
 * Default server: the menu, the business details, the legal texts and the member's linked social accounts (none)
 * answer, everything else says 0000 with no data.
 */
export const defaultHandler: Handler = (config) => {
  const legal = LEGAL.exec(config.url ?? '');
  if (legal && legal[1]! in legalTypes) return ok(sampleLegal(legal[1] as LegalType));
  if (config.url === authApi.linkedSocial.path) return ok({ social: [] });
  return config.url === menuApi.menu.path ? ok(sampleMenu) : config.url === businessApi.info.path ? ok(sampleBusiness) : ok(null);
};

export const signedInUser: SessionUser = {
  email: 'member@example.com',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  provider_cd: null,
  device: { os: 'macOS', browser: 'Chrome 130' },
};

/**
 * Renders the real route tree at `path` with the app's axios client pointed
 * at an in-memory server (no network). Unhandled calls fall back to defaultHandler.
 */
export function renderApp(path = '/', options: { handler?: Handler; user?: SessionUser | null; userEvent?: UserEventOptions } = {}) {
  const calls: InternalAxiosRequestConfig[] = [];
  apiClient.defaults.adapter = async (config): Promise<AxiosResponse> => {
    calls.push(config);
    const reply = (await options.handler?.(config)) ?? (await defaultHandler(config))!;
    const response: AxiosResponse = { data: reply.body, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  useSessionStore.setState({ user: options.user ?? null });
  useDisplayStore.setState({ reset: false, isBgOn: false });
  usePopupStore.setState({ popups: [] });

  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, navOptions) => void router.navigate(to, navOptions));
  const user = userEvent.setup(options.userEvent);
  const view = render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, calls, location };
}
