/** Sign-in, sign-out and the redirect rules of spec section 2. */
export { LogoutPage } from './LogoutPage.tsx';
export { LOGIN_REDIRECT_TARGET, RequireAuth } from './RequireAuth.tsx';
export {
  afterSignInPath,
  consumeRedirectPath,
  isRedirectablePath,
  peekRedirectPath,
  storeRedirectPath,
} from './redirect-path.ts';
export { SessionWatcher } from './SessionWatcher.tsx';
export { SigninCallback } from './SigninCallback.tsx';
export { useAuth } from './use-auth.ts';
export { useSignIn } from './use-sign-in.ts';
export { configureAuth, getAccessToken, loadUserManager } from './user-manager.ts';
