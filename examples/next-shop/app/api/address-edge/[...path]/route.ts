// examples/next-shop/app/api/address-edge/[...path]/route.ts
import { addressProxy } from '../../../../lib/address-proxy';

// The same proxy on the edge runtime (Web APIs only, as react-address-entry/server needs).
export const runtime = 'edge';

const proxy = (request: Request) => addressProxy('/api/address-edge')(request);
export { proxy as GET, proxy as HEAD, proxy as OPTIONS };
