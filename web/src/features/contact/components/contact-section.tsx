import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section';
import { ContactForm } from './contact-form';

/** The home page's contact section: the form, and how soon an answer comes (spec §9: 24–48 hours). */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <Section id="contact" title={t('contact.title')} intro={t('contact.intro')}>
      <div className="max-w-3xl rounded-lg border bg-card p-6">
        <p className="mb-6 flex items-center gap-2 text-sm font-medium">
          <Clock aria-hidden className="size-4 text-primary" />
          {t('contact.responseTime')}
        </p>
        <ContactForm />
      </div>
    </Section>
  );
}
