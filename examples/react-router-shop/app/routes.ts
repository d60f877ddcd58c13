// examples/react-router-shop/app/routes.ts
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // The checkout: rendered on the server, its order an action.
  index('routes/checkout.tsx'),
  // The address proxy as a resource route: every path below /api/address.
  route('api/address/*', 'routes/address-proxy.ts'),
] satisfies RouteConfig;
