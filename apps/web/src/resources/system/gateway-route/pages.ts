import { page, type PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  'system/GatewayRouteList': page(
    () => import('./gateway-route-page'),
    (m) => m.GatewayRoutePage,
  ),
};
