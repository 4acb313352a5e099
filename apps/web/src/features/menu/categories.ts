import type { MenuCategory } from '@school/contracts';

/** Drops every node marked is_hidden 'Y' together with its whole subtree (the specification). */
export function visibleCategories(nodes: readonly MenuCategory[]): MenuCategory[] {
  return nodes
    .filter((node) => node.is_hidden !== 'Y')
    .map((node) => ({ ...node, children: visibleCategories(node.children) }));
}

/**
 * /course?p_ca_sn={parent}&ca_sn={id}. A top-level category has no parent, so
 * it is itself the parent group: /course?p_ca_sn={id}.
 */
export function categoryHref(node: Pick<MenuCategory, 'ca_sn' | 'p_ca_sn'>): string {
  const params =
    node.p_ca_sn === null
      ? new URLSearchParams({ p_ca_sn: String(node.ca_sn) })
      : new URLSearchParams({ p_ca_sn: String(node.p_ca_sn), ca_sn: String(node.ca_sn) });
  return `/course?${params.toString()}`;
}

export function findCategory(nodes: readonly MenuCategory[], caSn: number): MenuCategory | undefined {
  for (const node of nodes) {
    if (node.ca_sn === caSn) return node;
    const found = findCategory(node.children, caSn);
    if (found) return found;
  }
  return undefined;
}
