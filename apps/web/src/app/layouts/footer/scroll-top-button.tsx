import { useEffect, useState } from 'react';
import { limits } from '@school/contracts/plain';
import { useDisplayStore } from '../../../stores/display';
import { ArrowUpIcon } from '../../../components/ui/icons';
import { isWide } from '../../../lib/breakpoint';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Scrolls to the top in 400 ms (the specification); instantly for people who ask for reduced motion. */
export function scrollToTop(duration: number = limits.scrollTopMs): void {
  const start = window.scrollY;
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (start === 0 || reduced || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeOutCubic(progress))));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  const bgOn = useDisplayStore((s) => s.isBgOn);

  useEffect(() => {
    // On a phone the button floats over the content's right edge, where amounts and rates are (issue 33 item 18):
    // it shows only while the reader scrolls back up, the moment they look for the top, never while they read on.
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setVisible(y > 400 && (isWide() || y < lastY));
      lastY = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible || bgOn) return null;
  return (
    <button
      type="button"
      aria-label="맨 위로 이동"
      onClick={() => scrollToTop()}
      className="scroll-top-button fixed right-5 bottom-6 z-30 flex size-12 animate-fade-in items-center justify-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 hover:text-accent-700 mobile:right-4 mobile:bottom-[calc(5rem+env(safe-area-inset-bottom))]"
    >
      <ArrowUpIcon />
    </button>
  );
}
