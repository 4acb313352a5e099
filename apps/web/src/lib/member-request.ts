/** What a member's call carries outside the API client. */
export interface MemberCredentials {
  accessToken: string | undefined;
  xsrfToken: string;
}

/**
 * A member's call without the API client (axios): the bearer token, and for a body the XSRF header. Free of the
 * session store, so the lecture start's worker (features/learning/start/, no localStorage there) makes its calls the
 * same way as the page.
 */
export function memberRequest(
  url: string,
  init: { method: 'GET' | 'POST' | 'PUT'; body?: object; keepalive?: boolean },
  { accessToken, xsrfToken }: MemberCredentials,
): Promise<Response> {
  return fetch(url, {
    method: init.method,
    keepalive: init.keepalive,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrfToken } : {}),
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}
