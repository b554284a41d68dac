import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section';
import { toolGroups } from '../persona';

export function ToolsSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="tools" title={t('tools.title')} intro={t('tools.intro')}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {toolGroups.map(({ key, tools }) => (
          <div key={key}>
            <h3 className="font-semibold">{t(`tools.${key}`)}</h3>
            {/* Product names are written the same in every language, left to right. */}
            <ul className="mt-3 flex flex-wrap gap-2">
              {tools.map((tool) => (
                <li key={tool} dir="ltr" className="rounded-full border bg-card px-3 py-1 text-sm">
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
