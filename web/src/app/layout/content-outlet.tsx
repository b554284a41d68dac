import { Outlet, useLocation } from 'react-router-dom';
import { RenderErrorBoundary } from '../errors/render-error-boundary';
import { useFirstPageShown } from '../first-page';

/**
 * Wraps every page: a page that throws while rendering shows the global error screen inside the layout (and
 * navigating elsewhere clears it). The router's own boundary on this route is then left with route errors
 * (a page whose code failed to load, a response thrown by a route), which get the "Oups !" screen.
 */
export function ContentOutlet() {
  const { pathname } = useLocation();
  useFirstPageShown();
  return (
    <RenderErrorBoundary resetKey={pathname}>
      <Outlet />
    </RenderErrorBoundary>
  );
}
