import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { languageCodes, rightToLeftLanguages, type ArticleDetail, type LanguageCode } from '@portfolio/contracts';
import { LatestArticles } from '@/components/articles/latest-articles';
import { DocumentHead, type HeadAlternate } from '@/components/document-head';
import { Button } from '@/components/ui/button';
import { DeferredNewsletterSignup } from '@/components/mail-forms/deferred-newsletter-signup';
import { paths } from '@/config/paths';
import { articleQuery, isMissingArticle } from '../api/article-query';
import { useArticleView } from '../hooks/use-article-view';
import { useFragmentTarget } from '../hooks/use-fragment-target';
import { useReadingPosition } from '../hooks/use-reading-position';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { ArticleLanguages } from './article-languages';
import { ArticleNeighbours } from './article-neighbours';
import { ArticleSkeleton } from './article-skeleton';
import { TocDisclosure, TocSidebar } from './table-of-contents';

/** `?lang=` names the version when several languages share a slug; anything else there is ignored. */
const asLanguage = (code: string | null): LanguageCode | undefined => languageCodes.find((known) => known === code);

function Frame({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('blog-post');
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-4">
      <p className="mb-6">
        <Link to={paths.blog} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium hover:underline">
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('blogPost.backToBlog')}
        </Link>
      </p>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <div className="min-w-0">{children}</div>
        <aside className="hidden lg:block">{aside}</aside>
      </div>
    </div>
  );
}

function ArticleError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('blog-post');
  return (
    <div role="alert" className="grid min-h-[60vh] place-content-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('blogPost.errorTitle')}</h1>
      <p className="text-muted-foreground">{t('blogPost.errorText')}</p>
      <div>
        <Button variant="outline" onClick={retry}>
          {t('blogPost.retry')}
        </Button>
      </div>
    </div>
  );
}

/** The head's language versions, as the server writes them: each at its own path, x-default English or the first. */
function versionAlternates(versions: ArticleDetail['versions']): HeadAlternate[] {
  const fallback = versions.find((version) => version.lang === 'en') ?? versions[0];
  const alternates = versions.map((version) => ({ hreflang: version.lang, path: version.path }));
  return fallback ? [...alternates, { hreflang: 'x-default', path: fallback.path }] : alternates;
}

/**
 * What the app's route gives the article to read it aloud (the reader is a feature of its own): rendered below the
 * header, with the body's element once it is in the page.
 */
export type ArticleReaderSlot = ComponentType<{ article: ArticleDetail; body: RefObject<HTMLDivElement | null> }>;

function Article({ article, reader: Reader }: { article: ArticleDetail; reader?: ArticleReaderSlot }) {
  const body = useRef<HTMLDivElement>(null);
  const alternates = useMemo(() => versionAlternates(article.versions), [article.versions]);
  const dir = rightToLeftLanguages.includes(article.lang) ? 'rtl' : 'ltr';
  const ids = useMemo(() => article.toc.map((entry) => entry.id), [article.toc]);
  const page = `${article.lang}/${article.slug}`;
  const current = useReadingPosition(ids, page);
  useFragmentTarget(page);
  const toc = { toc: article.toc, current, lang: article.lang, dir } as const;
  useArticleView(article);

  return (
    <>
      <DocumentHead
        title={article.seoTitle || article.title}
        description={article.seoDescription || article.excerpt}
        canonicalPath={article.path}
        canonicalUrl={article.canonicalUrl}
        alternates={alternates}
        ogType="article"
        lang={article.lang}
      />
      <Frame aside={<TocSidebar {...toc} />}>
        {/* The version's language and direction, which may differ from the interface's. */}
        <article lang={article.lang} dir={dir}>
          <ArticleHeader article={article} />
          {Reader && (
            <div className="mt-6">
              <Reader article={article} body={body} />
            </div>
          )}
          <TocDisclosure {...toc} />
          <div ref={body} className="mt-8">
            <ArticleBody html={article.html} />
          </div>
          {article.keywords.length > 0 && <Keywords keywords={article.keywords} />}
        </article>
        <div className="mt-12 flex flex-col gap-12">
          <ArticleLanguages article={article} />
          <ArticleNeighbours article={article} />
        </div>
      </Frame>
      <DeferredNewsletterSignup />
      <LatestArticles exclude={article.id} />
    </>
  );
}

function Keywords({ keywords }: { keywords: string[] }) {
  const { t, i18n } = useTranslation('blog-post');
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  return (
    <footer className="mt-10 border-t pt-6">
      <h2 lang={uiLanguage} dir={i18n.dir(uiLanguage)} className="text-sm font-semibold text-muted-foreground">
        {t('blogPost.keywords')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {keywords.map((keyword) => (
          <li key={keyword} className="rounded-md border px-2 py-0.5">
            {keyword}
          </li>
        ))}
      </ul>
    </footer>
  );
}

/**
 * The article page: the version named by the address (`/blog/{slug}`, `?lang=` when the slug is shared), with its
 * table of contents, share menu, languages, neighbours and related articles, then the latest articles. While it
 * loads, a skeleton of its boxes; an unknown slug is the not-found page (`notFound`, from the app's routes).
 */
export function ArticlePage({ notFound, reader }: { notFound: ReactNode; reader?: ArticleReaderSlot }) {
  const { t } = useTranslation('blog-post');
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const query = useQuery(articleQuery(slug, asLanguage(search.get('lang'))));

  if (query.data) return <Article article={query.data} reader={reader} />;
  if (query.isError && isMissingArticle(query.error)) return notFound;
  return (
    <>
      <DocumentHead title={t('meta.articleTitle')} description={t('meta.articleDescription')} addressesPending />
      <Frame>{query.isError ? <ArticleError retry={() => void query.refetch()} /> : <ArticleSkeleton />}</Frame>
    </>
  );
}
