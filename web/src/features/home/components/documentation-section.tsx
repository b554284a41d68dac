import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import type { SiteContentAnswer } from '@portfolio/contracts';
import { Section } from '@/components/section';
import { languageName } from '@/lib/language-name';
import { otherLanguage } from './other-language';
import { useHomeTexts } from './use-home-texts';

/** The documents that have a file (in the page's language, else English's), each with its size and language. */
export function DocumentationSection({
  documentation,
  pageLanguage,
}: {
  documentation: SiteContentAnswer['documentation'];
  pageLanguage: string;
}) {
  const t = useHomeTexts(pageLanguage);
  const size = useMemo(
    () => new Intl.NumberFormat(pageLanguage, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }),
    [pageLanguage],
  );
  const section = otherLanguage(documentation.lang, pageLanguage);
  // Interface texts are in the page's language even inside a section shown in English.
  const ui = otherLanguage(pageLanguage, documentation.lang);

  return (
    <Section id="documentation" title={documentation.title} intro={documentation.intro} lang={section}>
      <ul className="grid gap-4 md:grid-cols-3">
        {documentation.items.map(({ key, title, description, file }) =>
          file ? (
            <li key={key} className="flex flex-col rounded-lg border bg-card p-6">
              <FileText className="size-7 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{description}</p>
              <p className="mt-4 text-sm text-muted-foreground" lang={ui}>
                {t('documentation.details', {
                  size: size.format(file.bytes / 1000),
                  language: languageName(file.lang, pageLanguage),
                })}
              </p>
              <a
                href={file.url}
                download
                lang={ui}
                className="mt-4 inline-flex h-11 items-center justify-center rounded-md border font-medium hover:bg-accent hover:text-accent-foreground"
              >
                {t('documentation.download')}
                <span className="sr-only" lang={section}>
                  : {title}
                </span>
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  );
}
