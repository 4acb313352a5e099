import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBreakpointChange } from './breakpoint';

const resizeTo = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

describe('onBreakpointChange', () => {
  afterEach(() => vi.useRealTimers());

  it('reports crossing 800 px once, 100 ms after the last resize', () => {
    vi.useFakeTimers();
    resizeTo(390);
    const seen: boolean[] = [];
    const stop = onBreakpointChange((wide) => seen.push(wide));
    resizeTo(700);
    resizeTo(900);
    resizeTo(1280);
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true]);
    resizeTo(1000);
    vi.advanceTimersByTime(200);
    expect(seen).toEqual([true]);
    resizeTo(800);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([true, false]);
    stop();
    resizeTo(1280);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([true, false]);
  });
});
