import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section';
import { companies } from '../persona';

export function CompaniesSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const month = useMemo(() => new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short' }), [language]);
  const format = (yearMonth: string) => month.format(new Date(`${yearMonth}-15T12:00:00Z`));

  return (
    <Section id="companies" title={t('companies.title')} intro={t('companies.intro')}>
      <ol className="space-y-6 border-s-2 ps-6">
        {companies.map(({ key, name, start, end }) => (
          <li key={key} className="relative">
            <span className="absolute -start-[2.0625rem] top-1.5 size-4 rounded-full border-2 border-primary bg-background" />
            <h3 className="text-lg font-semibold">
              {t(`companies.${key}.role`)} · <span dir="ltr">{name}</span>
            </h3>
            <p className="text-sm text-muted-foreground">
              <time dateTime={start}>{format(start)}</time> –{' '}
              {end ? <time dateTime={end}>{format(end)}</time> : t('companies.present')}
            </p>
            <p className="mt-2 max-w-3xl">{t(`companies.${key}.description`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
