import { useMemo } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '@school/contracts';
import { useMenu } from '../../../features/menu/api/get-menu';
import { categoryHref, visibleCategories } from '../../../features/menu/categories';
import { errorMessage } from '../../../lib/api-client';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/status';

/** The course categories from GET /api/comm/menu, hidden ones (and their subtrees) left out. */
export function CategoryTree() {
  const { data, isPending, isError, error, refetch, isRefetching } = useMenu();
  const tree = useMemo(() => (data ? visibleCategories(data) : []), [data]);

  if (isPending || (isError && isRefetching)) return <LoadingMessage label="카테고리를 불러오는 중입니다" />;
  if (isError) {
    return <ErrorMessage message={`카테고리를 불러오지 못했습니다. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  }
  if (tree.length === 0) return <p className="py-4 text-sm text-slate-500">아직 등록된 강의 카테고리가 없습니다.</p>;

  return (
    <ul className="space-y-5">
      {tree.map((top) => (
        <li key={top.ca_sn}>
          <Link to={categoryHref(top)} className="inline-block rounded py-1 text-base font-bold text-slate-900 hover:text-accent-700">
            {top.title}
          </Link>
          {top.children.length > 0 && <SubTree nodes={top.children} />}
        </li>
      ))}
    </ul>
  );
}

function SubTree({ nodes }: { nodes: MenuCategory[] }) {
  return (
    <ul className="mt-1 space-y-0.5 border-l border-slate-100 pl-3">
      {nodes.map((node) => (
        <li key={node.ca_sn}>
          <Link
            to={categoryHref(node)}
            className="block rounded-lg px-2 py-1.5 text-[15px] font-medium text-slate-700 hover:bg-slate-50 hover:text-accent-700"
          >
            {node.title}
          </Link>
          {node.children.length > 0 && (
            <ul className="mb-1 ml-2 flex flex-wrap gap-1.5 px-2 pt-1">
              {node.children.map((leaf) => (
                <li key={leaf.ca_sn}>
                  <LeafLink node={leaf} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Third level and deeper: compact chips; deeper levels are flattened beside their parent. */
function LeafLink({ node }: { node: MenuCategory }) {
  return (
    <>
      <Link
        to={categoryHref(node)}
        className="inline-flex rounded-full bg-slate-50 px-2.5 py-1 text-[13px] text-slate-600 ring-1 ring-slate-100 hover:bg-accent-50 hover:text-accent-700"
      >
        {node.title}
      </Link>
      {node.children.map((child) => (
        <LeafLink key={child.ca_sn} node={child} />
      ))}
    </>
  );
}
