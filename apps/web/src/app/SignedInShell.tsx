import { RequireAuth } from '../features/auth/RequireAuth.tsx';
import { DefaultLayout } from '../features/shell/DefaultLayout.tsx';

/** The default layout behind the sign-in guard: its own chunk, so public pages never load it. */
export function SignedInShell() {
  return (
    <RequireAuth>
      <DefaultLayout />
    </RequireAuth>
  );
}
