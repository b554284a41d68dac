import type { EditorRedirect } from '@portfolio/contracts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Panel } from './field';

/** The articles' former slugs, which their old pages answer with a 301 by themselves: read-only, each to its article. */
export function EditorRedirects({ redirects }: { redirects: EditorRedirect[] }) {
  const { t } = useTranslation('admin-seo-management');
  return (
    <Panel id="editor-redirects" title={t('redirects.editorTitle')} intro={t('redirects.editorIntro')}>
      <ul className="grid gap-2 text-sm">
        {redirects.map((redirect) => (
          <li key={`${redirect.source} ${redirect.lang}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono break-all" dir="ltr">
              {redirect.source} → {redirect.target}
            </span>
            <span className="text-muted-foreground">{t('redirects.fromEditor')}</span>
            <Link to={paths.adminBlogEdit(redirect.articleId)} className="underline underline-offset-4">
              {t('redirects.openArticle')}
              {/* Which one, for a screen reader going through the links alone. */}
              <span className="sr-only"> {redirect.source}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
