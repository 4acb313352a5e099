/**
 * The public pages the server renders (decision 074): the same HTML for every visitor, kept until what it shows
 * changes (decision 085).
 * Member, payment, console and sign-in pages are rendered in the browser only.
 */
const SERVER_RENDERED = [
  /^\/$/,
  /^\/course(\/free|\/\d{1,9})?$/,
  /^\/teacher(\/\d{1,9})?$/,
  /^\/curriculum$/,
  /^\/stocks\/(info|rank|search)\/(kr|us)$/,
  /^\/event(\/\d{1,9}|\/seminar(\/\d{1,9})?)?$/,
  /^\/cs\/notice(\/\d{1,9})?$/,
  /^\/payment\/product$/,
];

export const isServerRendered = (pathname: string): boolean => SERVER_RENDERED.some((p) => p.test(pathname));

/** The element that carries the dehydrated queries from the server to the browser. */
export const SSR_STATE_ID = 'ssr-state';
