import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LanguageSwitcher } from '@/features/language/components/language-switcher';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { DeferredControl } from '@/components/deferred-control';
import { MenuButton } from './menu-button';
import { navItems } from './nav-items';

const loadMobileMenu = () => import('./mobile-menu');
const linkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-accent hover:text-accent-foreground aria-[current=page]:text-primary';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        {/* May give up a few pixels (an ellipsis) at 360 px, where the Arabic controls beside it are wider. */}
        <Link to={paths.home} className="min-w-0 truncate rounded-md text-lg font-bold" dir="ltr">
          Camille Laurent
        </Link>
        <nav aria-label={t('a11y.mainNavigation')} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map(({ key, to }) => (
              <li key={key}>
                {/* Only whole pages are marked current; the home page's sections are places within it. */}
                {typeof to === 'string' ? (
                  <NavLink to={to} end className={linkClass}>
                    {t(`menu.${key}`)}
                  </NavLink>
                ) : (
                  <Link to={to} className={linkClass}>
                    {t(`menu.${key}`)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 lg:ms-2">
          <LanguageSwitcher />
          <ThemeToggle />
          <DeferredControl load={loadMobileMenu} props={{}} placeholder={(handlers) => <MenuButton {...handlers} />} />
        </div>
      </div>
    </header>
  );
}
