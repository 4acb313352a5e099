/**
 * Lets code outside React (the axios client, popups) move the SPA without
 * importing the router, which would create an import cycle. The router
 * registers itself at start; before that, a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export const LOGIN_PATH = '/login';

export function loginPath(returnUrl: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ returnUrl }).toString()}`;
}
