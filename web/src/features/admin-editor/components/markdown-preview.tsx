import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rightToLeftLanguages, type LanguageCode } from '@portfolio/contracts';
import '@/components/articles/article-body.css';
import { useAdminFormat } from '@/lib/use-admin-format';
import { errorText } from './field';
import { previewQuery } from '../api/preview';
import { useDebounced } from '../hooks/use-debounced';

/** How long the text must rest before it is rendered again. */
const previewDelayMs = 400;

/**
 * The version's text as the public page will show it: rendered by the content service's own renderer (and
 * sanitised there, which is why inserting its HTML is safe), with the public article styles. The previous
 * rendering stays on screen while the next one is on its way.
 */
export function MarkdownPreview({ lang, markdown, title }: { lang: LanguageCode; markdown: string; title: string }) {
  const { t } = useTranslation('admin-editor');
  const format = useAdminFormat();
  const text = useDebounced(markdown, previewDelayMs);
  const preview = useQuery({ ...previewQuery(lang, text), enabled: text.trim() !== '' });
  const body = useRef<HTMLDivElement>(null);
  const html = preview.data?.html;
  // Wide code blocks scroll sideways: reachable with Tab, as on the public page.
  useEffect(() => {
    for (const block of body.current?.querySelectorAll('pre') ?? []) block.tabIndex = 0;
  }, [html]);

  return (
    <section
      aria-label={t('write.previewLabel')}
      className="min-h-96 rounded-md border p-4"
      aria-busy={preview.isFetching}
    >
      {preview.isError && (
        <p role="status" className={`mb-3 ${errorText}`}>
          {t('write.previewFailed')}
        </p>
      )}
      {text.trim() === '' || !preview.data ? (
        <p className="text-muted-foreground">{t('write.previewEmpty')}</p>
      ) : (
        <article lang={lang} dir={rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr'}>
          <p className="mb-4 text-sm text-muted-foreground">
            {t('write.words', {
              words: format.count(preview.data.words),
              minutes: format.count(preview.data.readingMinutes),
            })}
          </p>
          {title && <h2 className="mb-6 text-3xl font-bold">{title}</h2>}
          <div ref={body} className="article-body" dangerouslySetInnerHTML={{ __html: html ?? '' }} />
        </article>
      )}
    </section>
  );
}
