import type { MenuCategory } from '@school/contracts';

/** Root-first path from the top of the tree down to the category, or [] if it is not (visibly) in the tree. */
export function categoryPath(nodes: readonly MenuCategory[], caSn: number): MenuCategory[] {
  for (const node of nodes) {
    if (node.ca_sn === caSn) return [node];
    const below = categoryPath(node.children, caSn);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
