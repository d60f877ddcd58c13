/**
 * A Node process that does what a server does with the package, then lets the event loop run dry. Run by
 * `server-render-exit.test.ts` as a child process: it must exit by itself. Before it returns, it prints the kinds
 * of resources still keeping the process alive (`process.getActiveResourcesInfo()`), as JSON on its last line.
 *
 * `render`: `renderToString` of the provider with both data hooks (and a surrounding QueryClientProvider).
 * `prefetch`: both query-option factories prefetched into a server QueryClient against the reference API.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import {
  AddressEntryProvider,
  createAddressClient,
  exactAddressQueryOptions,
  houseNumberQueryOptions,
  useExactAddress,
  useHouseNumberAutocomplete,
} from '../../src/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';

const exactParams = { city: 'Haarlem', street: 'Julianastraat', houseNumber: 30 };
const germanParams = {
  country: 'DE',
  cityId: null,
  streetId: 1817,
  postcode: '01219',
  validation: 'none',
  houseNumber: '36',
} as const;

function Lookup() {
  const exact = useExactAddress(exactParams);
  const numbers = useHouseNumberAutocomplete(germanParams);
  return createElement(Fragment, null, `exact:${exact.status} numbers:${numbers.status}`);
}

const api = createReferenceAddressApi();
const client = createAddressClient({
  baseUrl: 'https://address.test',
  fetch: (input, init) => api.fetch(new Request(input, init)),
});

if (typeof window !== 'undefined') throw new Error('a DOM in a server process');
const mode = process.argv[2];
if (mode === 'render') {
  // The provider's own private QueryClient, and a surrounding one as a server framework would give.
  console.log(renderToString(createElement(AddressEntryProvider, { client }, createElement(Lookup))));
  const queryClient = new QueryClient();
  console.log(
    renderToString(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(AddressEntryProvider, { client }, createElement(Lookup)),
      ),
    ),
  );
} else if (mode === 'prefetch') {
  const queryClient = new QueryClient();
  await queryClient.query(exactAddressQueryOptions(client, exactParams));
  await queryClient.query(houseNumberQueryOptions(client, germanParams));
  console.log(
    `postcode:${queryClient.getQueryData(exactAddressQueryOptions(client, exactParams).queryKey)?.postcode ?? 'none'}`,
  );
} else {
  throw new Error(`unknown mode ${String(mode)}`);
}
console.log(JSON.stringify(process.getActiveResourcesInfo()));
