import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll-top-button';

describe('scrollToTop', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('animates to the top over 400 ms', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToTop();
    vi.advanceTimersByTime(200);
    const midway = scrollTo.mock.calls.at(-1)?.[1] as unknown as number;
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1000);
    vi.advanceTimersByTime(216);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 0]);
  });
});
