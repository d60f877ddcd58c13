import { AddressEntry } from 'react-address-entry';

/** Props of the shop's {@link Checkout}. */
export interface CheckoutProps {
  /** Called with the form when the order is placed; the shop posts its fields (`new FormData(form)`) to its server. */
  onPlaceOrder: (form: HTMLFormElement) => void;
}

/**
 * The shop's checkout form: one `AddressEntry` (the Netherlands, Belgium, Germany and France) and the order button.
 * It needs an `AddressEntryProvider` around it, as the shop's app has one (tests give theirs).
 */
export function Checkout({ onPlaceOrder }: CheckoutProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPlaceOrder(event.currentTarget);
      }}
    >
      <AddressEntry legend="Shipping address" required countries={['NL', 'BE', 'DE', 'FR']} />
      <button type="submit">Place order</button>
    </form>
  );
}
