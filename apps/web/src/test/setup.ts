import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A person waits for a page to answer; so do these tests. The default 1 s of findBy/waitFor gave up on a
// busy 2-core machine (CI with the API tests' PostgreSQL beside it) while the page was only slow, not wrong.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling; the app only needs the calls to exist.
window.scrollTo = vi.fn();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.body.removeAttribute('style');
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
