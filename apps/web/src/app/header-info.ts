import type { UIMatch } from 'react-router';

/**
 * Per-route header settings of the specification, kept as data on each route's `handle`.
 * - text: page title (mobile sub-header and document title)
 * - type: which header variant the route wants
 * - left 'back': show a back button on small screens instead of the logo
 * - center 'school': show the school name (display store) in the centre
 * - right: extra action on small screens ('search' shows the search button)
 * - footer 'Y': footer on every width; 'N': only at the ≤ 800 px breakpoint
 * - native 'Y': the page runs inside the app's web view, which draws its own header
 */
export interface HeaderInfo {
  text: string;
  type: 'home' | 'review' | 'event' | 'login' | 'play';
  left?: 'back';
  center?: 'school';
  right?: 'search';
  footer: 'Y' | 'N';
  native: 'Y' | 'N';
}

export interface RouteHandle {
  header: HeaderInfo;
}

export const DEFAULT_HEADER: HeaderInfo = { text: '', type: 'home', right: 'search', footer: 'Y', native: 'N' };

/** Builds a handle; pages only state what differs from the default. */
export function header(text: string, overrides: Partial<HeaderInfo> = {}): RouteHandle {
  return { header: { ...DEFAULT_HEADER, left: 'back', text, ...overrides } };
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'header' in handle;
}

/** The deepest matched route that declares header settings wins. */
export function headerFromMatches(matches: UIMatch[]): HeaderInfo {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.header;
  }
  return DEFAULT_HEADER;
}
