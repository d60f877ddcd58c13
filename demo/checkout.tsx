import { useState } from 'react';
import { DutchAddressEntry } from './dutch-address.tsx';
import { StreetAddress } from './street-address.tsx';

type Country = 'NL' | 'BE' | 'DE';
const COUNTRIES: { code: Country; name: string }[] = [
  { code: 'NL', name: 'Netherlands' },
  { code: 'BE', name: 'Belgium' },
  { code: 'DE', name: 'Germany' },
];

/** What the order says about the address: checked and found, unknown to the check, or not checked at all. */
type Verification = 'verified' | 'unknown' | 'unverified';

interface Order {
  name: string;
  lines: string[];
  verification: Verification;
  /** The status as posted, shown as it came. */
  status: string;
}

const VERIFICATION_TEXT: Record<Verification, string> = {
  verified: 'Address verified',
  unknown: 'House number unknown to the address check, accepted as typed',
  unverified: 'Address not verified',
};

const text = (form: FormData, key: string): string => {
  const value = form.get(key);
  return typeof value === 'string' ? value.trim() : '';
};

/** The posted `addressStatus`: `validated`, `unknown`, `unverified` (the components stop the submit while it is empty). */
const verificationOf = (status: string): Verification =>
  status === 'validated' ? 'verified' : status === 'unknown' ? 'unknown' : 'unverified';

/**
 * The order, from what the form posts alone: every address component (both Dutch lookups, the BE/DE address fields)
 * posts the same fields under the same names, so one reading serves every country.
 */
function orderOf(form: FormData, country: Country): Order {
  const addition = text(form, 'houseNumberAddition');
  const status = text(form, 'addressStatus');
  return {
    name: text(form, 'name'),
    verification: verificationOf(status),
    status,
    lines: [
      `${text(form, 'street')} ${text(form, 'houseNumber')}${addition ? ` ${addition}` : ''}`,
      `${text(form, 'postcode')} ${text(form, 'city')}`,
      COUNTRIES.find((c) => c.code === country)?.name ?? country,
    ],
  };
}

/** The demo checkout: a country, the address entry for it, and the resulting address after submit. */
export function Checkout() {
  const [country, setCountry] = useState<Country>('NL');
  const [order, setOrder] = useState<Order | null>(null);

  return (
    <main className="demo">
      <header className="demo-header">
        <h1>Checkout</h1>
        <p>A demo of react-address-entry: the browser talks to a proxy on this server, which holds the service's secret.</p>
      </header>
      <form
        className="demo-card"
        aria-label="Shipping address"
        onSubmit={(event) => {
          event.preventDefault();
          setOrder(orderOf(new FormData(event.currentTarget), country));
        }}
      >
        <label className="demo-field demo-field--wide">
          <span>Full name</span>
          <input name="name" required autoComplete="name" />
        </label>
        <fieldset className="demo-countries">
          <legend>Country</legend>
          {COUNTRIES.map(({ code, name }) => (
            <label key={code}>
              <input type="radio" name="country" value={code} checked={country === code} onChange={() => { setCountry(code); setOrder(null); }} />
              {name}
            </label>
          ))}
        </fieldset>
        {country === 'NL' ? (
          <DutchAddressEntry />
        ) : (
          <StreetAddress key={country} country={country} />
        )}
        <button type="submit" className="demo-submit">Place order</button>
      </form>
      {order === null ? null : (
        <section className="demo-card demo-order" aria-labelledby="order-heading">
          <h2 id="order-heading">Order placed</h2>
          <p>Shipping to {order.name}:</p>
          <address>{order.lines.map((line) => <span key={line}>{line}</span>)}</address>
          <p className="demo-verified" data-verification={order.verification}>{VERIFICATION_TEXT[order.verification]}</p>
          <p className="demo-posted">Posted status: <code>{order.status === '' ? '(empty)' : order.status}</code></p>
        </section>
      )}
    </main>
  );
}
