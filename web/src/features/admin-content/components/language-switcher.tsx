import { languageCodes, type LanguageCode, type SiteContentAdmin } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { languageName } from '@/lib/language-name';
import { statusMarks } from '../language-status';
import { Badge } from './badge';

/**
 * The ten languages, the one being edited pressed, each with its marks: missing sections, out of date against
 * English, a draft not published, changes not saved on this screen.
 */
export function LanguageSwitcher({
  status,
  current,
  isDirty,
  onSwitch,
}: {
  status: SiteContentAdmin['status'];
  current: LanguageCode;
  isDirty: (lang: LanguageCode) => boolean;
  onSwitch: (lang: LanguageCode) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <nav aria-label={t('languages.label')}>
      <ul className="flex flex-wrap gap-2">
        {languageCodes.map((code) => {
          const marks = statusMarks(status[code], code);
          return (
            <li key={code}>
              <button
                type="button"
                aria-pressed={code === current}
                onClick={() => onSwitch(code)}
                className={cn(
                  'flex min-h-11 flex-wrap items-center gap-2 rounded-md border px-3 py-1 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  code === current ? 'border-primary bg-accent font-semibold' : 'hover:bg-accent',
                )}
              >
                <span lang={code}>{languageName(code, code)}</span>
                {isDirty(code) && <Badge tone="warning">{t('languages.unsaved')}</Badge>}
                {marks.map((mark) => (
                  <Badge key={mark} tone={mark === 'unpublished' ? 'neutral' : 'warning'}>
                    {t(`languages.${mark}`)}
                  </Badge>
                ))}
                {marks.length === 0 && <Badge>{t('languages.upToDate')}</Badge>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
