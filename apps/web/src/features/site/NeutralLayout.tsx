import { Outlet } from 'react-router';

export function NeutralLayout() {
  return <Outlet />;
}
