/** The site's name (the specification). The business details come from the server (GET /api/comm/business). */
export const SITE_NAME = import.meta.env.VITE_SITE_NAME || '투자학교';
