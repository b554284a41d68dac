import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { GlobalErrorScreen } from '@/components/global-error-screen';

/**
 * What the router shows when the layout itself failed to render: the global error screen, full page. Its reset
 * re-enters the current location, which clears the router's error and renders the layout again.
 */
export function RootError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  return <GlobalErrorScreen error={error} onReset={() => void navigate(location, { replace: true })} />;
}
