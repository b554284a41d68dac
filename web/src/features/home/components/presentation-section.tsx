import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section';

export function PresentationSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="presentation" title={t('presentation.title')}>
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
        <p>{t('presentation.paragraph1')}</p>
        <p>{t('presentation.paragraph2')}</p>
        <p>{t('presentation.paragraph3')}</p>
      </div>
    </Section>
  );
}
