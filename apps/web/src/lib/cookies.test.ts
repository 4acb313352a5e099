import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, xsrfToken } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads a value the server set, decoded, and null when absent', () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('a b/c')}; path=/`;
    expect(getCookie('XSRF-TOKEN')).toBe('a b/c');
    expect(getCookie('missing')).toBeNull();
  });

  it('makes the XSRF cookie when the page arrived without it, and keeps an existing one', () => {
    const made = xsrfToken();
    expect(made).toMatch(/^[\w-]{32}$/);
    expect(getCookie('XSRF-TOKEN')).toBe(made);
    expect(xsrfToken()).toBe(made);
    document.cookie = 'XSRF-TOKEN=from-server; path=/';
    expect(xsrfToken()).toBe('from-server');
  });
});
