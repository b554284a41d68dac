import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type BlogFilters } from '../blog-filters';

/**
 * The list's filters, read from the address and written back to it. Narrowing the list (search, tag, language)
 * starts again at its first page. Typing replaces the history entry rather than adding one per word; a tag, a
 * language or a page is a step the back button undoes. Only a new page scrolls back to the top.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<BlogFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = readFilters(current);
          const page = 'page' in change ? (change.page ?? 1) : 1;
          return writeFilters(current, { ...now, ...change, page });
        },
        { replace, preventScrollReset: !('page' in change) },
      );
    },
    [setParams],
  );

  return { filters, update };
}
