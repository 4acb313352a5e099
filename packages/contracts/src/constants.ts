// Plain values without zod, apart from the schemas: the web app's first load imports these, and
// with `sideEffects` in package.json the bundler then leaves the schema modules (and most of zod)
// to the pages that validate (issue 13: initial JS).

/** Path of the web page the password-reset mail links to (`?token=…`). */
export const PASSWORD_RESET_PATH = '/password/reset';

/**
 * The SPA page the OAuth callback sends the browser back to. Results travel in the URL
 * fragment (`#client_id=…&provider_cd=…&returnUrl=…`, or `#code=…&message=…` on failure),
 * so they never reach server logs or a Referer header.
 */
export const OAUTH_RETURN_PATH = '/login/oauth';

/** The hot side-menu entry, fixed by the specification. */
export const HOT_CATEGORY = { p_ca_sn: 193, ca_sn: 254, title: '해외선물' } as const;

/** The stock finance table's default `proc_type` (one of stocks.ts `PROC_TYPES`). */
export const DEFAULT_PROC_TYPE = '01' as const;
