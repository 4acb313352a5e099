/**
 * An intended sign-out (logout, withdrawal) clears the session and navigates
 * home. The router applies the navigation in a transition while the session
 * store re-renders at once, so for a moment the page being left sees "signed
 * out" and its route guard would send the person to /login. The flow marks
 * the path it leaves; the guard renders nothing there instead.
 */
let leavingPath: string | null = null;

export function markLeaving(pathname: string): void {
  leavingPath = pathname;
}

export function isLeaving(pathname: string): boolean {
  return leavingPath === pathname;
}

export function clearLeaving(): void {
  leavingPath = null;
}
