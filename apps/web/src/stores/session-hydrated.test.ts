import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionHydrated, useSessionStore } from './session';

describe('sessionHydrated', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is ready at once with localStorage', async () => {
    await expect(sessionHydrated()).resolves.toBe(true);
  });

  it('gives up after 5000 ms when the storage never answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(useSessionStore.persist, 'hasHydrated').mockReturnValue(false);
    const ready = sessionHydrated();
    let settled: boolean | undefined;
    void ready.then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
  });
});
