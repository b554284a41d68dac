import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { afterFirstPaint, firstPageIdle } from '@/app/first-page';
import { startLanguage } from '@/features/language/language-controller';
import { themeStore } from '@/features/theme/theme-store';
import { reportRenderError, startErrorLogging } from '@/lib/error-logger';
import './index.css';

// First, so that nothing thrown during start-up goes unreported.
startErrorLogging();
themeStore();
// A public page's first paint is the server's copy of it: the app starts once the browser has painted it.
void afterFirstPaint().then(() => {
  // react-query's client is not needed for the first paint: its code arrives beside the page's and the texts.
  const queryClient = import('@/app/query-client').then(({ createQueryClient }) => createQueryClient());
  void startLanguage(queryClient, () => firstPageIdle);

  createRoot(document.getElementById('root')!, {
    // Every render error, whichever boundary caught it, is reported once here (and not printed twice).
    onCaughtError: (error, info) => reportRenderError(error, info.componentStack),
    onUncaughtError: (error, info) => reportRenderError(error, info.componentStack),
  }).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
