import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AddressEntryProvider, type AddressClient, type AddressLocale, type AddressMessages } from '../../src/index.ts';
import { freshQueryClient } from './address-wrapper.tsx';

/** Renders UI inside a provider with a fresh cache, and sets up user-event. */
export function renderWithAddress(
  ui: ReactElement,
  client: AddressClient,
  {
    locale,
    messages,
    ...options
  }: { locale?: AddressLocale; messages?: Partial<AddressMessages> } & RenderOptions = {},
) {
  const user = userEvent.setup();
  const queryClient = freshQueryClient();
  const result = render(
    <AddressEntryProvider
      client={client}
      queryClient={queryClient}
      {...(locale ? { locale } : {})}
      {...(messages ? { messages } : {})}
    >
      {ui}
    </AddressEntryProvider>,
    options,
  );
  return { user, queryClient, ...result };
}
