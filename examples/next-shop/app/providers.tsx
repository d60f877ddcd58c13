// examples/next-shop/app/providers.tsx
'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AddressEntryProvider, createAddressClient } from 'react-address-entry';

const isServer = typeof window === 'undefined';

// In the browser the proxy on this origin. Next renders client components on the server too, where a relative
// URL resolves against nothing (createAddressClient throws there), so the server render gets the proxy's full URL.
const client = createAddressClient({
  baseUrl: isServer ? (process.env.ADDRESS_PROXY_URL ?? 'http://127.0.0.1:3000/api/address') : '/api/address',
});

// One QueryClient per server render (never shared between shoppers), one for the browser's whole visit.
let browserQueryClient: QueryClient | undefined;
function queryClient(): QueryClient {
  if (isServer) return new QueryClient();
  browserQueryClient ??= new QueryClient();
  return browserQueryClient;
}

// QueryClientProvider above everything: the page's HydrationBoundary needs it, and AddressEntryProvider shares its
// cache (without one it keeps a private client, and HydrationBoundary fails with "No QueryClient set").
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient()}>
      <AddressEntryProvider client={client}>{children}</AddressEntryProvider>
    </QueryClientProvider>
  );
}
