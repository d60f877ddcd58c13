// examples/react-router-shop/app/routes/address-proxy.ts
import { addressProxy } from '../address-proxy.server';
import type { Route } from './+types/address-proxy';

// A resource route (no component): the proxy answers the browser's lookups at /api/address/*. GET and HEAD reach the
// loader; any other method the action, which the proxy answers with 405.
export const loader = ({ request }: Route.LoaderArgs) => addressProxy()(request);
export const action = ({ request }: Route.ActionArgs) => addressProxy()(request);
