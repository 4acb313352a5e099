import { useEffect } from 'react';
import { lockScroll } from '../../lib/scroll-lock';

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
