/** Business constants shared by the server and the browser (spec §9). */
export const limits = {
  searchTextMax: 255,
  requestTimeoutMs: 6000,
  popupRedirectMs: 3000,
  scrollTopMs: 400,
  breakpointPx: 800,
  resizeDebounceMs: 100,
  guardianAgeThreshold: 14,
} as const;
