import { useState } from 'react';
import { AddressEntry, type AddressLanguage } from 'react-address-entry';
import type { VerifyFailureReason } from '../src/server/index.ts';
import type { PlacedOrder } from './place-order.ts';

/** What the shop's server says about each reason it does not trust an address: what happened, in the shopper's words. */
const REFUSAL_TEXT: Record<VerifyFailureReason, string> = {
  'no-token': 'the address came without the proxy’s signature',
  unverified: 'the address was entered without the check, or the house number is unknown to it',
  tampered: 'the posted address is not the one the address service confirmed',
  expired: 'the check is more than an hour old: check the address again',
  malformed: 'the signature that came with the address is not one the proxy wrote',
  'pickup-not-accepted': 'the shop does not deliver to a Packstation or post office',
  'invalid-pickup': 'the Packstation or post office number, or the Postnummer, is not one DHL takes',
  incomplete: 'a field the country requires is empty',
  'invalid-postcode': 'the postcode is not of the country’s form',
};

/** An order the server could not take: it did not answer, or answered with an error. */
/** The Netherlands, Belgium and Germany checked by the service; the others in their own format. */
const COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'GB'];

/** The shop's own words around the element, in the page's language (`?lang=`): the element brings its own. */
const SHOP_TEXT: Record<AddressLanguage, { form: string; name: string; legend: string; submit: string }> = {
  en: { form: 'Shipping address', name: 'Full name', legend: 'Address', submit: 'Place order' },
  nl: { form: 'Verzendadres', name: 'Volledige naam', legend: 'Adres', submit: 'Bestelling plaatsen' },
  fr: { form: 'Adresse de livraison', name: 'Nom complet', legend: 'Adresse', submit: 'Passer la commande' },
  de: { form: 'Lieferadresse', name: 'Vollständiger Name', legend: 'Adresse', submit: 'Bestellung aufgeben' },
};

const failedOrder = (message: string): PlacedOrder & { failure: string } => ({
  name: '',
  country: '',
  lines: [],
  refused: null,
  status: '',
  failure: message,
});

/**
 * Places the order with the shop's server: the form as posted goes to `/api/order`, which checks the address with
 * `verifyAddress` (no second lookup) and answers with what it will ship to and whether it trusts it.
 */
async function placeOrder(form: FormData): Promise<PlacedOrder & { failure?: string }> {
  try {
    const response = await fetch('/api/order', { method: 'POST', body: form });
    if (!response.ok) return failedOrder(`The shop's server answered ${response.status}.`);
    return (await response.json()) as PlacedOrder;
  } catch {
    return failedOrder("The shop's server could not be reached.");
  }
}

/**
 * The demo checkout: the name, then `AddressEntry` (the country, and that country's own lookups: the Dutch postcode
 * lookup with city and street one click away, the Belgian and German postal area, street and house number), and what
 * the shop's server made of the order after submit. No named autofill section: the name and the address are one, so one
 * pick of a saved address from the name field fills the name and the country, and the browser fills that country's
 * own fields from the same address (for Belgium and Germany, the ones the element put in place of the Dutch fields).
 */
export function Checkout({ language = 'en' }: { language?: AddressLanguage }) {
  const text = SHOP_TEXT[language];
  const [order, setOrder] = useState<(PlacedOrder & { failure?: string }) | null>(null);

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Checkout</h1>
        <p>
          A demo of react-address-entry: the browser talks to a proxy on this server, which holds the service's secret.
        </p>
      </header>
      <form
        className="demo-card"
        aria-label={text.form}
        onSubmit={(event) => {
          event.preventDefault();
          void placeOrder(new FormData(event.currentTarget)).then(setOrder);
        }}
      >
        <label className="demo-field">
          <span>{text.name}</span>
          <input name="name" required autoComplete="name" />
        </label>
        <AddressEntry legend={text.legend} required countries={COUNTRIES} onCountryChange={() => setOrder(null)} />
        <button type="submit" className="demo-submit">
          {text.submit}
        </button>
      </form>
      {order === null ? null : (
        <section className="demo-card demo-order" aria-labelledby="order-heading">
          <h2 id="order-heading">Order placed</h2>
          {order.failure === undefined ? (
            <>
              <p>Shipping to {order.name}:</p>
              <address>
                {order.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <p
                className="demo-verified"
                data-verification={order.refused === null ? 'verified' : 'refused'}
                data-reason={order.refused ?? undefined}
              >
                {order.refused === null
                  ? 'Address verified by the server'
                  : `Address not verified by the server: ${REFUSAL_TEXT[order.refused]}`}
              </p>
              <p className="demo-posted">
                Posted status: <code>{order.status === '' ? '(empty)' : order.status}</code>
              </p>
            </>
          ) : (
            <p role="alert">{order.failure}</p>
          )}
        </section>
      )}
    </main>
  );
}
