import type { SiteContentAnswer } from '@portfolio/contracts';
import { Section } from '@/components/section';
import { otherLanguage } from './other-language';

export function PresentationSection({
  presentation,
  pageLanguage,
}: {
  presentation: SiteContentAnswer['presentation'];
  pageLanguage: string;
}) {
  return (
    <Section id="presentation" title={presentation.title} lang={otherLanguage(presentation.lang, pageLanguage)}>
      <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
        {presentation.paragraphs.map((paragraph, index) => (
          // Paragraphs have no identity of their own: their place is their key.
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
