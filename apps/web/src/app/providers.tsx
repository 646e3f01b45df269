import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { I18nextProvider, i18n } from '../i18n/index.ts';
import { queryClient } from '../lib/query-client.ts';
import type { AppRouter } from './router.tsx';

/**
 * All providers around the router. The signed-in user needs none (features/auth/user-manager.ts);
 * the /signin route completes the code flow itself.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
