import type { SiteSectionName } from '@portfolio/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Badge } from './badge';

/**
 * One section of the home page in the editor, named by its heading, with its marks (not written in this language,
 * out of date against English). A section the language lacks offers to start from the English text.
 */
export function SectionCard({
  name,
  missing,
  outOfDate,
  onStart,
  children,
}: {
  name: SiteSectionName;
  missing: boolean;
  outOfDate: boolean;
  /** Absent when there is nothing to start from (English itself). */
  onStart?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-content');
  const headingId = `section-${name}-title`;
  return (
    // A group, not a region: the preview shows the page's own regions of the same names beside it.
    <div role="group" aria-labelledby={headingId} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {t(`sections.${name}`)}
        </h2>
        {missing && <Badge tone="warning">{t('sections.sectionMissing')}</Badge>}
        {outOfDate && <Badge tone="warning">{t('sections.sectionOutOfDate')}</Badge>}
      </div>
      {missing ? (
        <div className="grid gap-3">
          <p className="text-muted-foreground">{t('sections.notWritten')}</p>
          {onStart && (
            <Button type="button" variant="outline" className="justify-self-start" onClick={onStart}>
              {t('sections.startFromEnglish')}
            </Button>
          )}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
