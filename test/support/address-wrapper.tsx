import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AddressEntryProvider, type AddressClient } from '../../src/index.ts';

/** A fresh QueryClient per test, so no answer leaks from one test into the next. */
export const freshQueryClient = (): QueryClient => new QueryClient();

/** A wrapper for `renderHook` / `render` that provides the address client and a fresh cache. */
export function addressWrapper(client: AddressClient, queryClient: QueryClient = freshQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AddressEntryProvider client={client} queryClient={queryClient}>
        {children}
      </AddressEntryProvider>
    );
  };
}
