import { useEffect, useState, type RefObject } from 'react';

/** True once the page has scrolled past the bottom edge of `ref` (the logo). */
export function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      // offsetTop is relative to the (sticky, top-of-page) header, i.e. to the document.
      setPast(window.scrollY > el.offsetTop + el.offsetHeight);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref]);

  return past;
}
