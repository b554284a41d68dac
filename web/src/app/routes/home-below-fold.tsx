import { LatestArticles } from '@/components/articles/latest-articles';
import { NewsletterSignup } from '@/components/mail-forms/newsletter-signup';
import { ContactSection } from '@/features/contact/components/contact-section';

/** The end of the home page: the contact section, the newsletter signup and the latest articles. */
export function HomeBelowFold() {
  return (
    <>
      <ContactSection />
      <NewsletterSignup />
      <LatestArticles />
    </>
  );
}
