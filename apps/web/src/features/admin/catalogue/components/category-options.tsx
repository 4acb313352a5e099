import type { AdminCategory } from '@school/contracts/admin';

/** Categories in tree order with their depth, for indented lists and <select> options. */
export function treeOrder(list: AdminCategory[]): { c: AdminCategory; depth: number }[] {
  const children = new Map<number | null, AdminCategory[]>();
  for (const c of list) children.set(c.p_ca_sn, [...(children.get(c.p_ca_sn) ?? []), c]);
  const out: { c: AdminCategory; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of (children.get(parent) ?? []).sort((a, b) => a.sort_order - b.sort_order || a.ca_sn - b.ca_sn)) {
      out.push({ c, depth });
      walk(c.ca_sn, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** <option>s of every category, indented by depth ("ㄴ" marks a child), hidden ones labelled. */
export function CategoryOptions({ list, exclude }: { list: AdminCategory[]; exclude?: number }) {
  return (
    <>
      {treeOrder(list)
        .filter(({ c }) => c.ca_sn !== exclude)
        .map(({ c, depth }) => (
          <option key={c.ca_sn} value={c.ca_sn}>
            {`${'\u00a0\u00a0'.repeat(depth)}${depth ? 'ㄴ ' : ''}${c.title}${c.is_hidden === 'Y' ? ' (숨김)' : ''}`}
          </option>
        ))}
    </>
  );
}
