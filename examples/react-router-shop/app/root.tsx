// examples/react-router-shop/app/root.tsx
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from 'react-router';
import { AddressEntryProvider, createAddressClient } from 'react-address-entry';
import stylesheet from 'react-address-entry/styles.css?url';
import type { Route } from './+types/root';

// The package's optional theme, as a stylesheet of every page; the shop's icon (public/icon.svg).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
];

// The proxy's full URL for the server's render, where a relative URL resolves against nothing (createAddressClient
// throws there); the browser calls the proxy on its own origin.
export const loader = ({ request }: Route.LoaderArgs) => ({ proxyUrl: new URL('/api/address', request.url).href });

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { proxyUrl } = useLoaderData<typeof loader>();
  // One client per render on the server, one for the browser's whole visit.
  const [client] = useState(() => createAddressClient({ baseUrl: typeof window === 'undefined' ? proxyUrl : '/api/address' }));
  return (
    <AddressEntryProvider client={client}>
      <Outlet />
    </AddressEntryProvider>
  );
}
