// examples/next-shop/app/layout.tsx
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import 'react-address-entry/styles.css';
import './shop.css';
import { Providers } from './providers';

export const metadata: Metadata = { title: 'Checkout: a Next.js shop with react-address-entry' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
