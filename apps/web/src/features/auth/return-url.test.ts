import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it.each([
    ['/my/info', '/my/info'],
    ['/course?p_ca_sn=193&ca_sn=254', '/course?p_ca_sn=193&ca_sn=254'],
    ['/search?searchText=%EC%B0%A8%ED%8A%B8#top', '/search?searchText=%EC%B0%A8%ED%8A%B8#top'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeReturnUrl(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '//evil.example',
    '//evil.example/my',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/my',
    'javascript:alert(1)',
    'my/info',
    '/\t/evil.example',
    '/\n/evil.example',
    '/my\\..\\..\\evil',
    '/login?returnUrl=%2Fmy',
    `/${'a'.repeat(3000)}`,
  ])('turns %j into /', (raw) => {
    expect(safeReturnUrl(raw)).toBe('/');
  });
});
