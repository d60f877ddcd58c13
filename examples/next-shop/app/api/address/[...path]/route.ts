// examples/next-shop/app/api/address/[...path]/route.ts
import { addressProxy } from '../../../../lib/address-proxy';

// The proxy on Node.js (Next's default runtime): the browser's client calls it at /api/address.
export const runtime = 'nodejs';

const proxy = (request: Request) => addressProxy('/api/address')(request);
export { proxy as GET, proxy as HEAD, proxy as OPTIONS };
