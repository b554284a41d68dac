import type { IssueStatus, LogLevel } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const levelClass: Record<LogLevel, string> = {
  error: 'border-red-700/40 text-red-800 dark:border-red-400/40 dark:text-red-300',
  warn: 'border-amber-700/40 text-amber-800 dark:border-amber-400/40 dark:text-amber-300',
  info: 'border-sky-700/40 text-sky-800 dark:border-sky-400/40 dark:text-sky-300',
};

const badge = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium';

/** Level, status and regression of an issue, in words (colour only repeats them). */
export function IssueBadges({
  level,
  status,
  regressed,
}: {
  level: LogLevel;
  status: IssueStatus;
  regressed: boolean;
}) {
  const { t } = useTranslation('admin-logs');
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={cn(badge, levelClass[level])}>{t(`logs.${level}`)}</span>
      <span className={cn(badge, 'border-border text-muted-foreground')}>{t(`logs.${status}`)}</span>
      {regressed && (
        <span className={cn(badge, 'border-red-700/40 text-red-800 dark:text-red-300')}>{t('logs.regressed')}</span>
      )}
    </span>
  );
}
