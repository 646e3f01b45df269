import { Outlet } from 'react-router';
import { SessionWatcher } from '../features/auth/SessionWatcher.tsx';
import { Notifications } from '../features/notifications/Notifications.tsx';
import { ProgressBar } from '../features/progress/ProgressBar.tsx';

/** Wraps every route: progress bar, notifications and the session watcher. */
export function RootLayout() {
  return (
    <>
      <ProgressBar />
      <SessionWatcher />
      <Outlet />
      <Notifications />
    </>
  );
}
