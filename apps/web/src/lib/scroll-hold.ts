/**
 * Back, forward and reload put the page where it was left (React Router's ScrollRestoration), but they do it once,
 * when the page is first drawn: its data, images and lazily shown sections arrive afterwards and move everything,
 * so the reader landed a few hundred pixels off (issue 48). This keeps the window at that place while the page
 * grows or shrinks, until the reader scrolls, taps or types, or `maxMs` has passed.
 */
const READER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

export const SCROLL_HOLD_MS = 10_000;

export function holdScrollAt(y: number, maxMs: number = SCROLL_HOLD_MS): () => void {
  const started = performance.now();
  // No height yet: the first frame puts the reader back in any case. The page may have grown between the restore's
  // scroll (cut short by a page not yet that tall) and this call, and would then never change height again.
  let lastHeight = -1;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_EVENTS) window.removeEventListener(type, stop, true);
  };
  const check = () => {
    const height = document.documentElement.scrollHeight;
    // Only when the page's height changed: what moved it is the page, not someone else's scroll.
    if (height !== lastHeight) {
      lastHeight = height;
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    }
    if (performance.now() - started < maxMs) frame = requestAnimationFrame(check);
    else stop();
  };
  for (const type of READER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(check);
  return stop;
}
