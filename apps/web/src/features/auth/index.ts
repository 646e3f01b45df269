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
export { useSignIn } from './use-sign-in.ts';
export { getAccessToken, getUserManager } from './user-manager.ts';
