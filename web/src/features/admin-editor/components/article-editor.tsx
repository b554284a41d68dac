import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArticle } from '@portfolio/contracts';
import { QueryFallback } from '@/components/query-fallback';
import { ApiError } from '@/lib/api-client';
import { articleQuery } from '../api/article';
import { EditorWorkspace } from './editor-workspace';

/**
 * Loads the article and opens the editor on it. A new copy of the server's (the latest after a conflict, a
 * restored version) starts the editor again from it.
 */
export function ArticleEditor({ id }: { id: string }) {
  const { t } = useTranslation('admin-editor');
  const queryClient = useQueryClient();
  const query = useQuery(articleQuery(id));
  const [generation, setGeneration] = useState(0);

  const replace = (article: AdminArticle) => {
    queryClient.setQueryData(articleQuery(id).queryKey, article);
    setGeneration((g) => g + 1);
  };
  const reload = async () => replace(await queryClient.fetchQuery({ ...articleQuery(id), staleTime: 0 }));

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <p role="alert" className="rounded-lg border p-4">
        {t('editor.notFound')}
      </p>
    );
  }
  if (!query.data) return <QueryFallback query={query} />;
  return <EditorWorkspace key={generation} article={query.data} onReplace={replace} onReload={reload} />;
}
