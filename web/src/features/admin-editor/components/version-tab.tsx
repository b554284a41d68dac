import { useTranslation } from 'react-i18next';
import { TabsTrigger } from '@/components/ui/tabs';
import { languageName } from '@/lib/language-name';

interface Props {
  lang: string;
  isSource: boolean;
  /** The server marks a translation whose source changed after it was last edited. */
  outdated: boolean;
  /** A refused save or publication named one of its fields. */
  invalid: boolean;
  /** An AI provider wrote it and nobody has changed its words since. */
  machineTranslated: boolean;
}

/** A language version's tab: its language's name, and whether it is the source, needs attention or is out of date. */
export function VersionTab({ lang, isSource, outdated, invalid, machineTranslated }: Props) {
  const { t, i18n } = useTranslation('admin-editor');
  const { t: ai } = useTranslation('admin-ai');
  return (
    <TabsTrigger value={lang} className="gap-2">
      <span>{languageName(lang, i18n.resolvedLanguage)}</span>
      {isSource && (
        <span title={t('versions.sourceTitle')} className="rounded bg-muted px-1.5 text-xs">
          {t('versions.source')}
        </span>
      )}
      {invalid && (
        <span className="rounded bg-red-500/15 px-1.5 text-xs text-red-800 dark:text-red-200">
          {t('versions.invalid')}
        </span>
      )}
      {machineTranslated && (
        <span title={ai('jobs.machineTranslatedTitle')} className="rounded bg-sky-500/15 px-1.5 text-xs">
          {ai('jobs.machineTranslated')}
        </span>
      )}
      {!isSource && outdated && (
        <span
          title={t('versions.outdatedTitle')}
          className="rounded bg-amber-500/20 px-1.5 text-xs text-amber-900 dark:text-amber-200"
        >
          {t('versions.outdated')}
        </span>
      )}
    </TabsTrigger>
  );
}
