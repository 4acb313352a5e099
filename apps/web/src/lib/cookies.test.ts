import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads a value the server set, decoded, and null when absent', () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('a b/c')}; path=/`;
    expect(getCookie('XSRF-TOKEN')).toBe('a b/c');
    expect(getCookie('missing')).toBeNull();
  });
});
