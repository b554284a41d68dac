import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { editorialEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.previewMarkdown`: the public renderer on the text; the last preview stays while the next loads. */
export const previewQuery = (lang: LanguageCode, markdown: string) =>
  queryOptions({
    queryKey: ['admin', 'editor', 'preview', lang, markdown],
    queryFn: ({ signal }) =>
      callEndpoint(
        editorialEndpoints.previewMarkdown,
        { body: { lang, markdown } },
        { credentials: 'include', signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
  });
