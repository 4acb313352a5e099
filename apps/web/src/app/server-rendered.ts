// Which pages the server renders: the one list of public pages in contracts (public-pages.ts, issue 34).
export { isServerRendered } from '@school/contracts/plain';

/** The element that carries the dehydrated queries from the server to the browser. */
export const SSR_STATE_ID = 'ssr-state';
