import { Download, Gamepad2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SiteContentAnswer } from '@portfolio/contracts';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { otherLanguage } from './other-language';

/**
 * The first screen: who the person is and the two things a visitor most likely wants. The main button downloads
 * the first document (the résumé, unless the administrator put another one first); without any file it is not shown.
 */
export function Hero({
  hero,
  personName,
  download,
  pageLanguage,
}: {
  hero: SiteContentAnswer['hero'];
  personName: string;
  download: string | undefined;
  pageLanguage: string;
}) {
  return (
    <section aria-labelledby="hero-title" lang={otherLanguage(hero.lang, pageLanguage)} className="border-b bg-card">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
        <p className="text-lg text-muted-foreground">{hero.greeting}</p>
        <h1 id="hero-title" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-6xl">
          {personName}
        </h1>
        <p className="mt-4 text-2xl font-semibold text-primary">{hero.role}</p>
        <p className="mt-6 max-w-2xl text-lg">{hero.tagline}</p>
        <p className="mt-3 text-muted-foreground">{hero.location}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          {download && (
            <Button asChild>
              <a href={download} download>
                <Download aria-hidden />
                {hero.primaryAction}
              </a>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={paths.games}>
              <Gamepad2 aria-hidden />
              {hero.secondaryAction}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
