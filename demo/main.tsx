import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AddressEntryProvider, createAddressClient } from 'react-address-entry';
import 'react-address-entry/styles.css';
import { Checkout } from './checkout.tsx';
import './demo.css';

// The browser talks to the proxy on its own origin; the proxy holds the key and secret.
const client = createAddressClient({ baseUrl: '/api/address' });
const root = document.getElementById('root');
if (root === null) throw new Error('The demo page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AddressEntryProvider client={client}>
      <Checkout />
    </AddressEntryProvider>
  </StrictMode>,
);
