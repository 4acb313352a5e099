import { useEffect, type RefObject } from 'react';

/** How often the watermark jumps to a new place. */
export const WATERMARK_MOVE_MS = 4000;
/** How often its computed style is checked (a style sheet or an extension can hide it without touching it). */
export const WATERMARK_CHECK_MS = 1000;
const OPACITY = 0.32;

type Place = { x: number; y: number };
/** Anywhere over the picture; the element's own translate keeps it inside the frame at the edges. */
const randomPlace = (): Place => ({ x: Math.round(Math.random() * 100), y: Math.round(5 + Math.random() * 80) });

function styleFor({ x, y }: Place): [string, string][] {
  return [
    ['position', 'absolute'],
    ['left', `${x}%`],
    ['top', `${y}%`],
    ['transform', `translate(-${x}%, -${y}%)`],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['opacity', String(OPACITY)],
    ['z-index', '30'],
    ['margin', '0'],
    ['padding', '2px 6px'],
    ['font-size', 'clamp(10px, 1.6vw, 15px)'],
    ['font-weight', '600'],
    ['line-height', '1.4'],
    ['color', '#fff'],
    ['text-shadow', '0 0 2px #000, 0 0 4px #000'],
    ['white-space', 'nowrap'],
    ['pointer-events', 'none'],
    ['user-select', 'none'],
    ['clip-path', 'none'],
    ['filter', 'none'],
  ];
}

/**
 * The member's masked id over the video (decision 084): it moves to a random place every few seconds at a low opacity,
 * lives inside `host` (the element that goes full screen, so it stays in full screen), and is drawn again when it is
 * removed, changed or hidden: a MutationObserver sees edits to the element, a periodic check of its computed style
 * sees hiding from outside (a style sheet, an extension's cosmetic filter). Drawn by hand, not by React, so an
 * edit in the developer tools is something React would not notice but this does. Inline `!important` declarations
 * win over any page style sheet.
 */
export function useMovingWatermark(host: RefObject<HTMLElement | null>, text: string | null): void {
  useEffect(() => {
    const frame = host.current;
    if (!frame || !text) return;
    let place = randomPlace();
    let expected = '';

    const paint = (element: HTMLElement) => {
      element.removeAttribute('style');
      for (const [name, value] of styleFor(place)) element.style.setProperty(name, value, 'important');
      expected = element.getAttribute('style') ?? '';
    };
    const draw = (): HTMLElement => {
      const element = document.createElement('div');
      element.setAttribute('aria-hidden', 'true');
      element.setAttribute('data-watermark', '');
      element.textContent = text;
      paint(element);
      frame.appendChild(element);
      return element;
    };
    let mark = draw();

    const intact = (): boolean => {
      if (mark.parentNode !== frame || mark.textContent !== text || mark.getAttribute('style') !== expected) return false;
      if (mark.hidden || mark.attributes.length !== 3) return false;
      const style = getComputedStyle(mark);
      return style.display !== 'none' && style.visibility === 'visible' && Number(style.opacity) >= OPACITY - 0.01;
    };
    // Redraws in one second: a page that keeps undoing it (or a style that can never hold) must not spin the page.
    let redraws = { second: 0, count: 0 };
    const check = () => {
      // A frame React has taken off the page (the lecture is being left) has nothing to protect.
      if (!frame.isConnected || intact()) return;
      const second = Math.floor(Date.now() / 1000);
      redraws = redraws.second === second ? { second, count: redraws.count + 1 } : { second, count: 1 };
      if (redraws.count > 10) return;
      mark.remove();
      mark = draw();
    };

    const observer = new MutationObserver(check);
    observer.observe(frame, { childList: true, subtree: true, attributes: true, characterData: true });
    const checking = setInterval(check, WATERMARK_CHECK_MS);
    const moving = setInterval(() => {
      place = randomPlace();
      paint(mark);
    }, WATERMARK_MOVE_MS);
    return () => {
      observer.disconnect();
      clearInterval(checking);
      clearInterval(moving);
      mark.remove();
    };
  }, [host, text]);
}
