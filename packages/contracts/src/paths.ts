/**
 * The API's addresses the web app calls by name (no zod here: the web app's first load imports them), from before
 * the endpoint objects (./endpoints, docs/decisions/090). An area converted to endpoint objects loses its entries
 * here (or takes them from its objects while a caller is left).
 */

export const learningPaths = {
  search: '/api/comm/search',
} as const;

/** The member's player setting (remembered speed), read and written by the player (decision 084). */
export const PLAYER_SETTING_PATH = '/api/my/player';
