// examples/next-shop/lib/address-book.ts
import 'server-only';
import type { ServiceCountry } from 'react-address-entry/address';

/**
 * An address the customer saved, as people write them (and as an account page or an older system stored them): the
 * street line with its number, the postcode and city in any case, no box or addition when they forgot it. Nothing
 * here was checked: the checkout checks it with the proxy's `checkAddress` when the customer picks it.
 */
export interface BookAddress {
  id: string;
  /** What the customer called it. */
  label: string;
  /** Who receives it. */
  name: string;
  country: ServiceCountry;
  postcode: string;
  city: string;
  /** The street line, its house number in it (`Europalaan 36`). */
  street: string;
}

/** What the browser may show of a saved address: its id, label and one line of text. */
export interface AddressBookEntry {
  id: string;
  label: string;
  text: string;
}

// The example's customer and address book live in memory; a shop reads them from its database for the signed-in
// customer, on the server, and never takes the texts back from the browser.
const ADDRESS_BOOK: readonly BookAddress[] = [
  { id: 'home', label: 'Home', name: 'Anna de Vries', country: 'NL', postcode: '2012 es', city: 'haarlem', street: 'Julianastraat 30' },
  { id: 'antwerp', label: 'Antwerp office', name: 'Anna de Vries', country: 'BE', postcode: '2610', city: 'Wilrijk', street: 'Europalaan 36' },
  { id: 'cologne', label: 'Jonas in Cologne', name: 'Jonas Becker', country: 'DE', postcode: '50678', city: 'Koeln', street: 'Severinstrasse 205' },
  { id: 'grandma', label: 'Grandma', name: 'Grietje de Vries', country: 'NL', postcode: '', city: 'Hengelo', street: 'Kerkstraat 1' },
];

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** The customer's address book, for the page: what the shopper picks from. */
export function addressBook(): AddressBookEntry[] {
  return ADDRESS_BOOK.map(({ id, label, name, country, postcode, city, street }) => ({
    id,
    label,
    text: [name, street, [postcode, city].filter((part) => part !== '').join(' '), COUNTRY_NAMES.of(country) ?? country].join(', '),
  }));
}

/** The saved address behind an id the browser posted; `undefined` for one the customer does not have. */
export const bookAddress = (id: string): BookAddress | undefined => ADDRESS_BOOK.find((entry) => entry.id === id);
