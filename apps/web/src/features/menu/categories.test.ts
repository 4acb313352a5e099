import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '@school/contracts';
import { categoryHref, findCategory, visibleCategories } from './categories';

const node = (ca_sn: number, p_ca_sn: number | null, title: string, children: MenuCategory[] = [], is_hidden: 'Y' | 'N' = 'N'): MenuCategory => ({
  ca_sn,
  p_ca_sn,
  title,
  is_hidden,
  children,
});

const tree = [
  node(193, null, '해외파생', [
    node(254, 193, '해외선물', [node(255, 254, '해외선물 입문'), node(258, 254, '숨은 강의', [], 'Y')]),
    node(262, 193, 'FX 마진', [node(263, 262, 'FX 아래')], 'Y'),
  ]),
  node(400, null, '가상자산', [node(401, 400, '비트코인 기초')], 'Y'),
];

describe('visibleCategories', () => {
  it('skips hidden nodes and their whole subtree at every level', () => {
    const visible = visibleCategories(tree);
    const titles = JSON.stringify(visible);
    expect(titles).toContain('해외선물 입문');
    for (const hidden of ['숨은 강의', 'FX 마진', 'FX 아래', '가상자산', '비트코인 기초']) expect(titles).not.toContain(hidden);
  });
});

describe('categoryHref', () => {
  it('links a child with its parent and a top-level node as its own group', () => {
    expect(categoryHref({ ca_sn: 254, p_ca_sn: 193 })).toBe('/course?p_ca_sn=193&ca_sn=254');
    expect(categoryHref({ ca_sn: 193, p_ca_sn: null })).toBe('/course?p_ca_sn=193');
  });

  it('finds a node anywhere in the tree', () => {
    expect(findCategory(tree, 255)?.title).toBe('해외선물 입문');
    expect(findCategory(tree, 999)).toBeUndefined();
  });
});
