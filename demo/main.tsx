import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AddressEntryProvider, createAddressClient } from 'react-address-entry';
import { de, en, fr, nl, type AddressLocale } from 'react-address-entry/locales';
import 'react-address-entry/styles.css';
import { Checkout } from './checkout.tsx';
import './demo.css';

// The browser talks to the proxy on its own origin; the proxy holds the key and secret.
const client = createAddressClient({ baseUrl: '/api/address' });
const root = document.getElementById('root');
if (root === null) throw new Error('The demo page has no #root element.');

/** The page's language: `?lang=nl` (or `fr`, `de`) for the element's texts in that language; English otherwise. */
const LOCALES: Readonly<Record<string, AddressLocale>> = { en, nl, fr, de };
const locale = LOCALES[new URLSearchParams(window.location.search).get('lang') ?? 'en'] ?? en;
document.documentElement.lang = locale.code;

createRoot(root).render(
  <StrictMode>
    <AddressEntryProvider client={client} locale={locale}>
      <Checkout language={locale.code} />
    </AddressEntryProvider>
  </StrictMode>,
);
