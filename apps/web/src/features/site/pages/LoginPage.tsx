// The sign-in page of the public site; until its own visuals land it is the shell's page.
export { LoginPage } from '../../auth/LoginPage.tsx';
