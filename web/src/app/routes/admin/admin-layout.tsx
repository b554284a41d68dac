import { ChartColumn, LayoutDashboard, LogOut, ScrollText } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';

/** Only the screens that work; the spec's other admin routes come with their own work. */
const screens = [
  { key: 'dashboard', to: adminPaths.dashboard, Icon: LayoutDashboard },
  { key: 'analytics', to: adminPaths.analytics, Icon: ChartColumn },
  { key: 'logs', to: adminPaths.logs, Icon: ScrollText },
] as const;

/**
 * The frame shared by the admin screens: navigation, who is signed in, sign-out. A column beside the screen on
 * wide displays, a row above it on narrow ones.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { session, store } = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const email = session.status === 'authenticated' ? session.email : undefined;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:py-10">
      <aside className="flex flex-col gap-4 md:sticky md:top-24 md:self-start">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('layout.area')}</p>
        <nav aria-label={t('layout.navigation')}>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {screens.map(({ key, to, Icon }) => (
              <li key={key}>
                <NavLink
                  to={to}
                  className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {t(`layout.${key}`)}
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
              // The session is over whatever the server answers; the routes then return to /admin.
              void store.logout();
            }}
          >
            <LogOut aria-hidden />
            {t('layout.signOut')}
          </Button>
        </div>
      </aside>
      <div className="min-w-0">
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </div>
    </div>
  );
}
