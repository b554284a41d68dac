import type { ReactNode } from 'react';
import { QueryFallback } from '@/components/query-fallback';
import { Pager } from './pager';

/** What a list endpoint answers: one page of items, and where it stands among the pages. */
interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of a list as its query stands: loading or failed (with a retry); the `empty` line when nothing is in it;
 * else how many were `found`, the items as `children` shows them, and the pager below.
 */
export function PagedResults<Item>({
  query,
  empty,
  found,
  onPage,
  children,
}: {
  query: { data?: ListPage<Item>; isError: boolean; refetch: () => unknown };
  empty: string;
  found: (total: number) => string;
  onPage: (page: number) => void;
  children: (items: Item[]) => ReactNode;
}) {
  if (!query.data) return <QueryFallback query={query} />;
  const { items, total, page, pageCount } = query.data;
  if (items.length === 0) {
    return (
      <p role="status" className="rounded-lg border p-6 text-muted-foreground">
        {empty}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {found(total)}
      </p>
      {children(items)}
      <Pager page={page} pageCount={pageCount} onPage={onPage} />
    </>
  );
}
