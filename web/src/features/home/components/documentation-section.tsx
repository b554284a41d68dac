import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section';
import { documents } from '../persona';

export function DocumentationSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const size = useMemo(
    () => new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }),
    [language],
  );

  return (
    <Section id="documentation" title={t('documentation.title')} intro={t('documentation.intro')}>
      <ul className="grid gap-4 md:grid-cols-3">
        {documents.map(({ key, href, bytes }) => (
          <li key={key} className="flex flex-col rounded-lg border bg-card p-6">
            <FileText className="size-7 text-primary" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold">{t(`documentation.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{t(`documentation.${key}.description`)}</p>
            <p className="mt-4 text-sm text-muted-foreground">
              {t('documentation.details', { size: size.format(bytes / 1000) })}
            </p>
            <a
              href={href}
              download
              className="mt-4 inline-flex h-11 items-center justify-center rounded-md border font-medium hover:bg-accent hover:text-accent-foreground"
            >
              {t('documentation.download')}
              <span className="sr-only">: {t(`documentation.${key}.title`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
