import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sets, reads and removes a value', () => {
    setCookie('today-popup', '닫힘 상태', 1);
    expect(getCookie('today-popup')).toBe('닫힘 상태');
    removeCookie('today-popup');
    expect(getCookie('today-popup')).toBeNull();
  });

  it('writes an expiry the given number of days ahead', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2024, 0, 1));
    setCookie('a', 'b', 7);
    expect(writes[0]).toContain('expires=Mon, 08 Jan 2024 00:00:00 GMT');
  });
});
