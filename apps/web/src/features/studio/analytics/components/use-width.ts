import { useEffect, useRef, useState } from 'react';

/** The rendered width of an element, followed as it changes, so a chart draws in real pixels at 390 px and 1280 px. */
export function useWidth<T extends HTMLElement>(initial = 340) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || initial);
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width] as const;
}
