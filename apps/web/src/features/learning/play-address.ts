/** A lecture's play address (app/routes.tsx: course/play/:id). Free of the app's code: the page's first script reads it. */
export const isPlayAddress = (pathname: string): boolean => /^\/course\/play\/[^/]+\/?$/.test(pathname);
