/**
 * localStorage access that survives private mode / full quota: a failing
 * storage must never break the page, it only forgets.
 */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the preference simply is not remembered.
  }
}

/** Guide-tip dismissals, kept under one key as the spec asks (§9). */
export const GUIDE_TIP_KEY = 'guideTip';
type GuideTips = Record<string, boolean>;

export function isGuideTipDismissed(tipId: string): boolean {
  return readJson<GuideTips>(GUIDE_TIP_KEY, {})[tipId] === true;
}

const tipListeners = new Set<() => void>();

/** For useSyncExternalStore: every mounted copy of a tip hides together. */
export function subscribeGuideTips(listener: () => void): () => void {
  tipListeners.add(listener);
  return () => tipListeners.delete(listener);
}

export function dismissGuideTip(tipId: string): void {
  writeJson(GUIDE_TIP_KEY, { ...readJson<GuideTips>(GUIDE_TIP_KEY, {}), [tipId]: true });
  tipListeners.forEach((listener) => listener());
}
