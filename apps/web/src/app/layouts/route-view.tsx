import { Outlet } from 'react-router';

/** Container of nested menu routes (layouts/RouteView). */
export function RouteView() {
  return <Outlet />;
}
