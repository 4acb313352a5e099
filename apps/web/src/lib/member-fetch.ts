import { sessionStore } from '../stores/session-state';
import { xsrfToken } from './cookies';
import { memberRequest } from './member-request';

/**
 * A call outside the API client (axios) with what the server asks of a member's call: the bearer token, and for
 * a body the XSRF header. For the moments axios cannot serve: a page going away (keepalive), or a start that must
 * not wait for axios to load. No refresh and no sign-out here; callers leave those answers to the API client.
 */
export function memberFetch(url: string, init: { method: 'GET' | 'POST' | 'PUT'; body?: object; keepalive?: boolean }): Promise<Response> {
  return memberRequest(url, init, { accessToken: sessionStore.getState().user?.accessToken, xsrfToken: xsrfToken() });
}
