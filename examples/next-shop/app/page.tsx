// examples/next-shop/app/page.tsx
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import { createAddressClient, postcodeAddressQueryOptions } from 'react-address-entry';
import { addressBook } from '../lib/address-book';
import { addressProxy } from '../lib/address-proxy';
import { Checkout, type SavedAddress } from './checkout';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A returning shopper's Dutch address: here from the link a previous order's e-mail holds, in a shop from its account. */
function savedAddress(params: Record<string, string | string[] | undefined>): SavedAddress | null {
  const { postcode, houseNumber } = params;
  return typeof postcode === 'string' && typeof houseNumber === 'string' && /^\d{1,5}$/u.test(houseNumber) ? { postcode, houseNumber } : null;
}

// A server component (no "use client"): it prefetches the saved address, and the checkout's lookup finds it in the
// cache it hydrates, with no request from the browser. It asks the proxy in process (no HTTP to itself), so the answer
// is signed as the browser's would be, and the server action can verify it. The customer's address book is read here,
// on the server: the browser gets its labels and texts, and posts back only the id of the one picked.
export default async function CheckoutPage({ searchParams }: { searchParams: SearchParams }) {
  const saved = savedAddress(await searchParams);
  const queryClient = new QueryClient();
  if (saved !== null) {
    const proxy = addressProxy('/api/address');
    const client = createAddressClient({
      baseUrl: 'http://shop.internal/api/address',
      fetch: (input, init) => proxy(new Request(input, init)),
    });
    const params = { postcode: saved.postcode, houseNumber: Number(saved.houseNumber) };
    // Not found or the service down: nothing is cached, and the lookup in the browser says so.
    await queryClient.query(postcodeAddressQueryOptions(client, params)).catch(() => undefined);
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Checkout saved={saved} book={addressBook()} />
    </HydrationBoundary>
  );
}
