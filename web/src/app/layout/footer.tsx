import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.builtWith')}</p>
        </div>
        <nav aria-label={t('menu.title')}>
          <ul className="flex gap-2">
            <li>
              <Link to={paths.home} className="inline-flex min-h-11 items-center rounded-md px-3 hover:text-foreground">
                {t('menu.home')}
              </Link>
            </li>
            <li>
              <Link
                to={paths.games}
                className="inline-flex min-h-11 items-center rounded-md px-3 hover:text-foreground"
              >
                {t('menu.games')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
