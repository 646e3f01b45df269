import { QueryClientProvider } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import type { AppRouter } from './router.tsx';

/** All providers around the router. The /signin route completes the code flow itself. */
export function App({ userManager, router }: { userManager: UserManager; router: AppRouter }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AuthProvider userManager={userManager} skipSigninCallback>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AuthProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
