/**
 * Locks page scrolling while any overlay (popup, side menu, search layer) is
 * open. Counted, so nested overlays do not unlock the page early; the previous
 * inline styles are restored exactly when the last one closes.
 */
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

export function lockScroll(): () => void {
  if (locks === 0) {
    const { style } = document.body;
    saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Keep the layout from jumping sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
    }
  };
}
