import { tagLabel, type AdminArticleRow, type LanguageCode } from '@portfolio/contracts';
import { RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAdminFormat } from '@/lib/use-admin-format';
import { ChangeTime } from './change-time';
import { LanguageBadges } from './language-badges';
import { StatusBadges } from './status-badges';

/**
 * One article of the list: its title linking to the editor, status, languages, views, last change and tags, and
 * the action of its list (to the trash, or back from it). Its texts are the administrator's, rendered as text.
 */
export function ArticleRow({
  row,
  now,
  language,
  onTrash,
  onRestore,
}: {
  row: AdminArticleRow;
  now: number;
  language: LanguageCode;
  onTrash?: (row: AdminArticleRow) => void;
  onRestore?: (row: AdminArticleRow) => void;
}) {
  const { t } = useTranslation('admin-blog');
  const format = useAdminFormat();
  const title = row.title || t('blog.untitled');
  const facts: [string, ReactNode][] = [
    [t('blog.languages'), <LanguageBadges codes={row.languages} outdated={row.outdated} />],
    [t('blog.viewCount'), <span className="tabular-nums">{format.count(row.views)}</span>],
    row.deletedAt
      ? [t('blog.deletedAt'), <ChangeTime iso={row.deletedAt} now={now} />]
      : [t('blog.lastChange'), <ChangeTime iso={row.updatedAt} now={now} />],
  ];
  if (row.tags.length > 0) {
    facts.push([t('blog.tags'), row.tags.map((tag) => tagLabel(tag, language)).join(', ')]);
  }

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
      <div className="grid min-w-0 gap-2">
        <h2 className="font-semibold break-words" dir="auto">
          {row.deletedAt ? (
            title
          ) : (
            <Link to={paths.adminBlogEdit(row.id)} className="text-primary underline-offset-4 hover:underline">
              {title}
            </Link>
          )}
        </h2>
        <StatusBadges row={row} />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
          {facts.map(([label, value]) => (
            <div key={label} className="contents sm:flex sm:flex-col sm:gap-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        {onTrash && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('blog.deleteNamed', { title })}
            onClick={() => onTrash(row)}
          >
            <Trash2 aria-hidden />
            {t('blog.delete')}
          </Button>
        )}
        {onRestore && (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('blog.restoreNamed', { title })}
            onClick={() => onRestore(row)}
          >
            <RotateCcw aria-hidden />
            {t('blog.restore')}
          </Button>
        )}
      </div>
    </li>
  );
}
