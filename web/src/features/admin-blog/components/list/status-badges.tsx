import type { AdminArticleRow } from '@portfolio/contracts';
import { CalendarClock, CircleDot, FilePen, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAdminFormat } from '@/lib/use-admin-format';

const badge = 'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium [&_svg]:size-3.5';

const statusLook = {
  draft: { Icon: FilePen, className: 'border-border text-muted-foreground' },
  scheduled: {
    Icon: CalendarClock,
    className: 'border-sky-700/40 text-sky-800 dark:border-sky-400/40 dark:text-sky-300',
  },
  published: {
    Icon: Globe,
    className: 'border-emerald-700/40 text-emerald-800 dark:border-emerald-400/40 dark:text-emerald-300',
  },
} as const;

/** An article's status in words (a scheduled one with its date), and whether its draft has unpublished changes. */
export function StatusBadges({ row }: { row: AdminArticleRow }) {
  const { t } = useTranslation('admin-blog');
  const format = useAdminFormat();
  const { Icon, className } = statusLook[row.status];
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={cn(badge, className)}>
        <Icon aria-hidden />
        {row.status === 'scheduled' && row.scheduledAt
          ? t('blog.scheduledFor', { date: format.moment(row.scheduledAt) })
          : t(`blog.${row.status}`)}
      </span>
      {row.unpublishedChanges && (
        <span className={cn(badge, 'border-amber-700/40 text-amber-800 dark:border-amber-400/40 dark:text-amber-300')}>
          <CircleDot aria-hidden />
          {t('blog.unpublishedChanges')}
        </span>
      )}
    </span>
  );
}
