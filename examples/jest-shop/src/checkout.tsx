// examples/jest-shop/src/checkout.tsx
import { AddressEntryProvider, createAddressClient, type AddressClient, type AddressLocale } from 'react-address-entry';
import 'react-address-entry/styles.css'; // the optional theme: Jest requires it as an empty module
import { CheckoutForm, type CheckoutValues } from './checkout-form';

/** The browser calls the shop's proxy; the proxy holds the service's key and secret. */
const proxyClient = createAddressClient({ baseUrl: '/api/address' });

/** Props of the shop's {@link Checkout}. */
export interface CheckoutProps {
  /** Called with the form's values and what it posts when the order is placed (the app sends them to the server). */
  onPlaceOrder: (values: CheckoutValues, posted: Record<string, string>) => void;
  /** The client of the lookups: the proxy's, unless a test gives its own. */
  client?: AddressClient;
  /** The texts' language (`nl` of `react-address-entry/locales`); English is built in. */
  locale?: AddressLocale;
}

/** The shop's checkout: the one-element page's react-hook-form recipe (the Netherlands, Belgium, Germany and France) under the provider. */
export function Checkout({ onPlaceOrder, client = proxyClient, locale }: CheckoutProps) {
  return (
    <AddressEntryProvider client={client} {...(locale === undefined ? {} : { locale })}>
      <CheckoutForm onOrder={onPlaceOrder} />
    </AddressEntryProvider>
  );
}
