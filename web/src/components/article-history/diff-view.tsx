import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { languages } from '@/config/constants';
import { articleHistoryEntryQuery } from './api/article-history-entry';
import { DiffParts } from './diff-parts';
import { draftDiff, type ArticleField, type FieldDiff, type VersionField } from './history-diff';

const nameOf = (code: string) => languages.find((language) => language.code === code)?.name ?? code;

/** What changed from the older entry to the newer one: the article's own fields, then each language's. */
export function DiffView({
  articleId,
  olderSeq,
  newerSeq,
  heading,
}: {
  articleId: string;
  olderSeq: number;
  newerSeq: number;
  heading: string;
}) {
  const { t } = useTranslation('admin-blog');
  const [older, newer] = useQueries({
    queries: [articleHistoryEntryQuery(articleId, olderSeq), articleHistoryEntryQuery(articleId, newerSeq)],
  });
  const olderDraft = older?.data?.draft;
  const newerDraft = newer?.data?.draft;
  const diff = useMemo(
    () => (olderDraft && newerDraft ? draftDiff(olderDraft, newerDraft) : undefined),
    [olderDraft, newerDraft],
  );
  const failed = [older, newer].find((query) => query?.isError);

  const fields = (list: FieldDiff<ArticleField | VersionField>[], lang?: string) => (
    <dl className="grid gap-3">
      {list.map(({ field, mode, parts }) => (
        <div key={field} className="grid gap-1">
          <dt className="text-sm font-medium">{t(`history.field.${field}`)}</dt>
          <dd className="text-sm" lang={lang}>
            <DiffParts parts={parts} mode={mode} />
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <section aria-labelledby={`diff-${articleId}`} className="grid gap-4 rounded-lg border p-4">
      <h3 id={`diff-${articleId}`} className="font-semibold break-words">
        {heading}
      </h3>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>
          <ins className="underline decoration-2">+ {t('history.added')}</ins>
        </span>
        <span>
          <del className="line-through decoration-2">− {t('history.removed')}</del>
        </span>
      </p>
      {!diff ? (
        <QueryFallback query={failed ?? { isError: false, refetch: () => undefined }} />
      ) : diff.article.length === 0 && diff.languages.length === 0 ? (
        <p role="status">{t('history.noChanges')}</p>
      ) : (
        <div className="grid gap-5">
          {diff.article.length > 0 && (
            <div className="grid gap-2">
              <h4 className="text-sm font-semibold">{t('history.article')}</h4>
              {fields(diff.article)}
            </div>
          )}
          {diff.languages.map(({ lang, change, fields: changed }) => (
            <div key={lang} className="grid gap-2">
              <h4 className="text-sm font-semibold">
                <span lang={lang}>{nameOf(lang)}</span>
                {change !== 'changed' && (
                  <span className="ms-2 font-normal text-muted-foreground">
                    ({t(`history.language${change === 'added' ? 'Added' : 'Removed'}`)})
                  </span>
                )}
              </h4>
              {fields(changed, lang)}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
