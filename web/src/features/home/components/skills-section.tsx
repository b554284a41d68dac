import { Accessibility, FlaskConical, Gauge, LayoutDashboard, Rocket, Server } from 'lucide-react';
import type { SiteContentAnswer, skillIcons } from '@portfolio/contracts';
import { Section } from '@/components/section';
import { otherLanguage } from './other-language';

/** The picture of each icon a skill may name (the contract's list). */
const icons: Record<(typeof skillIcons)[number], typeof Server> = {
  'layout-dashboard': LayoutDashboard,
  server: Server,
  rocket: Rocket,
  accessibility: Accessibility,
  gauge: Gauge,
  'flask-conical': FlaskConical,
};

export function SkillsSection({ skills, pageLanguage }: { skills: SiteContentAnswer['skills']; pageLanguage: string }) {
  return (
    <Section id="skills" title={skills.title} intro={skills.intro} lang={otherLanguage(skills.lang, pageLanguage)}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {skills.items.map(({ icon, title, description }, index) => {
          const Icon = icons[icon];
          return (
            <li key={index} className="rounded-lg border bg-card p-6">
              <Icon className="size-7 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
