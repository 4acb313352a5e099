import { sessionStore } from '../stores/session-state';
import { xsrfToken } from './cookies';

/**
 * A call outside the API client (axios) with what the server asks of a member's call: the bearer token, and for
 * a body the XSRF header. For the moments axios cannot serve: a page going away (keepalive), or a start that must
 * not wait for axios to load. No refresh and no sign-out here; callers leave those answers to the API client.
 */
export function memberFetch(url: string, init: { method: 'GET' | 'POST' | 'PUT'; body?: object; keepalive?: boolean }): Promise<Response> {
  const token = sessionStore.getState().user?.accessToken;
  return fetch(url, {
    method: init.method,
    keepalive: init.keepalive,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfToken() } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}
