import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useAdminSession } from '@/features/admin-session/hooks/use-admin-session';
import { AdminSidebar } from './admin-sidebar';
import { adminScreens } from './admin-screens';
import { sidebarItems } from './screen-routes';
import { SessionChecking } from './session-checking';
import { Redirect } from './redirect';

const items = sidebarItems(adminScreens);

/**
 * The layout of every screen behind the sign-in: the sidebar beside the current screen. It stays mounted while
 * the screen changes (the focus stays in the menu), and someone not signed in is sent to /admin.
 */
export function SignedInLayout() {
  const { session } = useAdminSession();
  if (session.status === 'loading') return <SessionChecking />;
  if (session.status === 'anonymous') return <Redirect to={paths.admin} />;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:py-10">
      <AdminSidebar items={items} />
      <div className="min-w-0">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
