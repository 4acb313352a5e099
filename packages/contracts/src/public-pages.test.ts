import { describe, expect, it } from 'vitest';
import { isServerRendered, PUBLIC_PAGES, recordPage } from './public-pages.ts';

describe('the one list of public pages', () => {
  it('renders the public pages and records on the server, never member, payment or console pages', () => {
    for (const path of ['/', '/course', '/course/free', '/course/22', '/teacher/3', '/event/seminar/4', '/cs/notice/9', '/stocks/search/us', '/payment/product']) {
      expect([path, isServerRendered(path)]).toEqual([path, true]);
    }
    for (const path of ['/my', '/my/class', '/admin', '/payment/checkout', '/course/play/3', '/login', '/cs/faq', '/course/22/x', '/course/0x1']) {
      expect([path, isServerRendered(path)]).toEqual([path, false]);
    }
  });

  it('reads a record page address as its kind and id', () => {
    expect(recordPage('/event/seminar/12')).toEqual(['event/seminar', 12]);
    expect(recordPage('/event/12')).toEqual(['event', 12]);
    expect(recordPage('/course/1234567890')).toBeNull();
  });

  it('lists each address once, with a title wherever the sitemap lists a page other than home', () => {
    const paths = PUBLIC_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PUBLIC_PAGES.filter((p) => p.sitemap && p.path !== '/' && p.title === null)).toEqual([]);
  });
});
