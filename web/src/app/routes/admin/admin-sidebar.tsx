import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import type { SidebarItem } from './screen-routes';

/**
 * The admin navigation, who is signed in, and sign-out. A column beside the screen on wide displays, a row above
 * it on narrow ones. An entry stays current on the screens below its own (an issue is under "Logs").
 */
export function AdminSidebar({ items }: { items: readonly SidebarItem[] }) {
  const { t } = useTranslation('admin');
  const { session, store } = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const email = session.status === 'authenticated' ? session.email : undefined;

  return (
    <aside className="flex flex-col gap-4 md:sticky md:top-24 md:self-start">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('layout.area')}</p>
      <nav aria-label={t('layout.navigation')}>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {items.map(({ to, label, Icon, Badge }) => (
            <li key={to}>
              <NavLink
                to={to}
                className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {t(`layout.${label}`)}
                {Badge && <Badge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 border-t pt-4 text-sm md:flex-col md:items-stretch">
        {email && (
          <p className="min-w-0">
            <span className="block text-muted-foreground">{t('layout.signedInAs')}</span>
            <span className="block truncate font-medium" dir="ltr" title={email}>
              {email}
            </span>
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            // The session is over whatever the server answers; the layout then returns to /admin.
            void store.logout();
          }}
        >
          <LogOut aria-hidden />
          {t('layout.signOut')}
        </Button>
      </div>
    </aside>
  );
}
