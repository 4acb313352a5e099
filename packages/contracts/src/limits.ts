/** Business constants shared by the server and the browser (the specification). */
export const limits = {
  searchTextMax: 255,
  requestTimeoutMs: 6000,
  popupRedirectMs: 3000,
  scrollTopMs: 400,
  breakpointPx: 800,
  resizeDebounceMs: 100,
  /** Longest wait for the persisted session before the app starts without it. */
  persistTimeoutMs: 5000,
  guardianAgeThreshold: 14,
} as const;

/** Account rules both the sign-up form and the server apply. */
export const accountLimits = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  userNameMax: 30,
  nicknameMin: 2,
  nicknameMax: 20,
  /** Device description: OS plus browser, sent by the client. */
  osMax: 200,
  authNoLength: 6,
  /** A certification number is valid this long after it is sent. */
  certValidSeconds: 180,
  /** Wrong entries allowed per certification number. */
  certMaxTries: 5,
  /** A new number for the same phone may be requested after this many seconds. */
  certResendSeconds: 60,
  /** Simultaneous signed-in devices per member (the specification). */
  maxSessions: 2,
  referralCodeMax: 20,
  /** A same-site path to go back to after sign-in or identity check. */
  returnUrlMax: 2000,
} as const;

/** Notes at a moment (decision 097): the longest note, the latest moment. */
export const noteLimits = { textMax: 1000, secondMax: 86_400 } as const;

/** Weekly goals (decision 097): the goal's bounds in minutes. */
export const goalLimits = { minutesMin: 10, minutesMax: 3000 } as const;
