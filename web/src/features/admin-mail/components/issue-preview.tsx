import type { LanguageCode } from '@portfolio/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { previewQuery } from '../api/newsletter';

/**
 * The issue as a subscriber of that language gets it: its subject, its HTML in a frame sandboxed with no
 * permission at all (no script, no form, no same origin: a mail's markup cannot reach the admin page), and its
 * plain-text part.
 */
export function IssuePreview({ issueId, language }: { issueId: string; language: LanguageCode }) {
  const { t } = useTranslation('admin-mail');
  const id = useId();
  const query = useQuery(previewQuery(issueId, language));
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('preview.title')}
      </h3>
      {!query.data ? (
        <QueryFallback query={query} />
      ) : (
        <>
          <p className="text-sm">
            <span className="text-muted-foreground">{t('preview.subject')} </span>
            <span className="font-medium" dir="auto">
              {query.data.subject}
            </span>
          </p>
          <div className="grid gap-3 lg:grid-cols-2">
            <div className="grid gap-1">
              <h4 className="text-sm font-medium">{t('preview.html')}</h4>
              <iframe
                title={t('preview.htmlFrame')}
                sandbox=""
                srcDoc={query.data.html}
                className="h-[32rem] w-full rounded-md border bg-white"
              />
            </div>
            <div className="grid gap-1">
              <h4 className="text-sm font-medium">{t('preview.text')}</h4>
              <pre
                tabIndex={0}
                aria-label={t('preview.text')}
                className="h-[32rem] overflow-auto rounded-md border bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words"
                dir="auto"
              >
                {query.data.text}
              </pre>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
