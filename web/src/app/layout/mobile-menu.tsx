import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeferredProps } from '@/components/deferred-control';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { MenuButton } from './menu-button';
import { navItems } from './nav-items';

/** The menu on small screens: a Radix dialog sliding from the end side. */
export default function MobileMenu({ defaultOpen = false, autoFocus }: DeferredProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MenuButton autoFocus={autoFocus} />
      </SheetTrigger>
      <SheetContent closeLabel={t('a11y.closeMenu')}>
        <SheetTitle>{t('menu.title')}</SheetTitle>
        <nav aria-label={t('a11y.mainNavigation')}>
          <ul className="flex flex-col gap-1">
            <li>
              <Link
                to={paths.home}
                onClick={close}
                className="flex min-h-11 items-center rounded-md px-3 hover:bg-accent"
              >
                {t('menu.home')}
              </Link>
            </li>
            {navItems.map(({ key, to }) => (
              <li key={key}>
                <Link to={to} onClick={close} className="flex min-h-11 items-center rounded-md px-3 hover:bg-accent">
                  {t(`menu.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
