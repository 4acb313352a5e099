import { limits } from '@school/contracts/plain';

/** Wider than the 800 px breakpoint (the specification): the desktop layout. */
export const isWide = (width: number = window.innerWidth): boolean => width > limits.breakpointPx;

/**
 * Calls `onChange(wide)` when a resize crosses the 800 px breakpoint, debounced by 100 ms (the specification) so
 * a window being dragged does not flip the layout on every frame. Returns the unsubscribe.
 */
export function onBreakpointChange(onChange: (wide: boolean) => void): () => void {
  let last = isWide();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const now = isWide();
      if (now !== last) {
        last = now;
        onChange(now);
      }
    }, limits.resizeDebounceMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}
