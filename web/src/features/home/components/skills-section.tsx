import { Accessibility, FlaskConical, Gauge, LayoutDashboard, Rocket, Server } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/section';
import { skillKeys } from '../persona';

const icons = {
  frontend: LayoutDashboard,
  backend: Server,
  devops: Rocket,
  accessibility: Accessibility,
  performance: Gauge,
  testing: FlaskConical,
} as const;

export function SkillsSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="skills" title={t('skills.title')} intro={t('skills.intro')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {skillKeys.map((key) => {
          const Icon = icons[key];
          return (
            <li key={key} className="rounded-lg border bg-card p-6">
              <Icon className="size-7 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{t(`skills.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`skills.${key}.description`)}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
