import { Download, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { documentPaths, paths } from '@/config/paths';
import { personaName } from '../persona';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="border-b bg-card">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-lg text-muted-foreground">{t('hero.greeting')}</p>
        <h1 id="hero-title" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-6xl">
          {personaName}
        </h1>
        <p className="mt-4 text-2xl font-semibold text-primary">{t('hero.role')}</p>
        <p className="mt-6 max-w-2xl text-lg">{t('hero.tagline')}</p>
        <p className="mt-3 text-muted-foreground">{t('hero.location')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild>
            <a href={documentPaths.resume} download>
              <Download aria-hidden />
              {t('hero.primaryAction')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.games}>
              <Gamepad2 aria-hidden />
              {t('hero.secondaryAction')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
