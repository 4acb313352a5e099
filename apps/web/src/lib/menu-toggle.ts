import { useState } from 'react';
import { useLocation } from 'react-router';

/** A phone menu's open state that closes itself when the page changes (the console's and the studio's frames). */
export function useMenuToggle(): [boolean, (update: boolean | ((open: boolean) => boolean)) => void] {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seenPath, setSeenPath] = useState(location.pathname);
  if (seenPath !== location.pathname) {
    setSeenPath(location.pathname);
    setOpen(false);
  }
  return [open, setOpen];
}
