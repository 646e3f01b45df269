import { useAuth } from 'react-oidc-context';
import { useRouteError } from 'react-router';
import { ErrorPageBoundary, ErrorView } from '../features/errors/ErrorPage.tsx';
import { Notifications } from '../features/notifications/Notifications.tsx';
import { ProgressBar } from '../features/progress/ProgressBar.tsx';
import { DefaultLayout } from '../features/shell/DefaultLayout.tsx';

/**
 * Error element of the root route (e.g. 404 for an unknown path). Spec section 2: errors use the default
 * layout, so a signed-in user keeps the top bar; a signed-out visitor gets a plain page with the logo.
 * If rendering fails, ErrorPageBoundary shows the fallback message with a link home.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const auth = useAuth();
  const signedIn = auth.isAuthenticated;
  return (
    <ErrorPageBoundary>
      <ProgressBar />
      {signedIn ? (
        <DefaultLayout>
          <ErrorView error={error} />
        </DefaultLayout>
      ) : (
        <ErrorView error={error} standalone />
      )}
      <Notifications />
    </ErrorPageBoundary>
  );
}
