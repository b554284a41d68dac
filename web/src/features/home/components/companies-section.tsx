import { useMemo } from 'react';
import type { SiteContentAnswer } from '@portfolio/contracts';
import { Section } from '@/components/section';
import { otherLanguage } from './other-language';
import { useHomeTexts } from './use-home-texts';

/** The companies, most recent first as the administrator ordered them; months in the page's language. */
export function CompaniesSection({
  companies,
  pageLanguage,
}: {
  companies: SiteContentAnswer['companies'];
  pageLanguage: string;
}) {
  const t = useHomeTexts(pageLanguage);
  const month = useMemo(
    () => new Intl.DateTimeFormat(pageLanguage, { year: 'numeric', month: 'short' }),
    [pageLanguage],
  );
  const format = (yearMonth: string) => month.format(new Date(`${yearMonth}-15T12:00:00Z`));

  return (
    <Section
      id="companies"
      title={companies.title}
      intro={companies.intro}
      lang={otherLanguage(companies.lang, pageLanguage)}
    >
      <ol className="space-y-6 border-s-2 ps-6">
        {companies.items.map(({ name, role, start, end, description }, index) => (
          <li key={index} className="relative">
            <span className="absolute -start-[2.0625rem] top-1.5 size-4 rounded-full border-2 border-primary bg-background" />
            <h3 className="text-lg font-semibold">
              {role} · <span dir="ltr">{name}</span>
            </h3>
            <p className="text-sm text-muted-foreground" lang={otherLanguage(pageLanguage, companies.lang)}>
              <time dateTime={start}>{format(start)}</time> –{' '}
              {end ? <time dateTime={end}>{format(end)}</time> : t('companies.present')}
            </p>
            <p className="mt-2 max-w-3xl">{description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
