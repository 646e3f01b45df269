import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { useAuth } from '../features/auth/use-auth.ts';
import { ErrorPageBoundary, ErrorView } from '../features/errors/ErrorPage.tsx';
import { isChunkLoadError } from '../features/errors/error-content.ts';
import { Notifications } from '../features/notifications/Notifications.tsx';
import { ProgressBar } from '../features/progress/ProgressBar.tsx';

// The default layout is the signed-in shell's (its own chunk); the public pages do not load it.
const DefaultLayout = lazy(() =>
  import('../features/shell/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
);

/**
 * Error element of the root route (e.g. 404 for an unknown path). Spec section 2: errors use the default
 * layout, so a signed-in user keeps the top bar; a signed-out visitor gets a plain page with the logo.
 * A failed chunk load gets the plain page too (the layout's chunk may be missing as well), which
 * reloads the app. If rendering fails, ErrorPageBoundary shows the fallback message with a link home.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const auth = useAuth();
  const withLayout = auth.isAuthenticated && !isChunkLoadError(error);
  return (
    <ErrorPageBoundary>
      <ProgressBar />
      {withLayout ? (
        <Suspense fallback={null}>
          <DefaultLayout>
            <ErrorView error={error} />
          </DefaultLayout>
        </Suspense>
      ) : (
        <ErrorView error={error} standalone />
      )}
      <Notifications />
    </ErrorPageBoundary>
  );
}
