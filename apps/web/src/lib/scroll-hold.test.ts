import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScrollAt } from './scroll-hold';

// Issue 48: back and reload landed 270–320 px off once the page's content arrived under the restored place.
describe('holdScrollAt', () => {
  let height = 1500;
  let y = 0;
  const scrollTo = vi.fn((_x: number, top: number) => void (y = Math.min(top, height - 800)));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    height = 1500;
    y = 700;
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    scrollTo.mockClear();
  });

  it('brings the reader back to the restored place once the page has grown under it', () => {
    const stop = holdScrollAt(1500);
    vi.advanceTimersByTime(100);
    // Put as far as the page allows at once (its 1,500 px height leaves 700 px of scroll), then all the way.
    expect(y).toBe(700);
    height = 4000;
    vi.advanceTimersByTime(100);
    expect(y).toBe(1500);
    stop();
  });

  it('puts the reader back even when the page grew before the hold began (the restore had been cut short)', () => {
    height = 4000; // grown already: no height change is left to see
    const stop = holdScrollAt(1500);
    vi.advanceTimersByTime(100);
    expect(y).toBe(1500);
    stop();
  });

  it('lets go as soon as the reader scrolls', () => {
    holdScrollAt(1500);
    window.dispatchEvent(new Event('wheel'));
    height = 4000;
    vi.advanceTimersByTime(100);
    expect(y).toBe(700);
  });

  it('lets go after its time', () => {
    holdScrollAt(1500, 1000);
    vi.advanceTimersByTime(1100);
    height = 4000;
    vi.advanceTimersByTime(100);
    expect(y).toBe(700);
  });
});
