import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleDetail } from '@portfolio/contracts';
import { languages } from '@/config/constants';

const nativeNames = new Map<string, string>(languages.map(({ code, name }) => [code, name]));

/**
 * The other languages this article exists in, each named in its own language and linking to that version's
 * address (which names the language when the slug is shared): following one opens that version.
 */
export function ArticleLanguages({ article }: { article: ArticleDetail }) {
  const { t, i18n } = useTranslation('blog-post');
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const others = article.versions.filter((version) => version.lang !== article.lang);
  const currentName = useMemo(
    () => new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(article.lang) ?? article.lang,
    [uiLanguage, article.lang],
  );
  if (others.length === 0) return null;

  return (
    <section aria-labelledby="languages-title" className="rounded-lg border bg-card p-5">
      <h2 id="languages-title" className="text-lg font-semibold">
        {t('blogPost.languages.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('blogPost.languages.current', { language: currentName })}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {others.map((version) => (
          <li key={version.lang}>
            <Link
              to={version.path}
              hrefLang={version.lang}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border px-4 hover:bg-accent hover:text-accent-foreground"
            >
              <span lang={version.lang}>{nativeNames.get(version.lang) ?? version.lang}</span>
              <span lang={version.lang} className="sr-only">
                {version.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
