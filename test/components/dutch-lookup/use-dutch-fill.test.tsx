import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ExactAddressLookup,
  PostcodeAddressLookup,
  type DutchAddress,
  type ExactAddressValues,
} from '../../../src/index.ts';
import { browserFill } from '../../support/browser-fill.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const found = (address: Partial<DutchAddress>) => expect.objectContaining(address) as DutchAddress;
// Far longer than a test waits: an answer that comes within it came from the fill, not from the typing pause.
const TYPING_PAUSE_MS = 60_000;

describe('Dutch lookups: a browser’s fill is checked at once, with one request', () => {
  it('looks up a filled postcode and number without waiting for the typing pause', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    renderWithAddress(
      <PostcodeAddressLookup legend="Address" debounceMs={TYPING_PAUSE_MS} onAddressChange={onAddressChange} />,
      client(),
    );
    browserFill([
      [textbox('Postcode'), '2012 ES'],
      [textbox('House number'), '30'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(found({ postcode: '2012ES', houseNumber: 30 })),
    );
    expect(routes.map((r) => r.operation)).toEqual(['postcode']);
  });

  it('splits a filled street line into street, number and addition when the number is empty', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    renderWithAddress(
      <ExactAddressLookup legend="Address" debounceMs={TYPING_PAUSE_MS} onAddressChange={onAddressChange} />,
      client(),
    );
    browserFill(
      [
        [textbox('City'), 'Enschede'],
        [textbox('Street'), 'Lasondersingel 129-A'],
      ],
      'insertReplacementText',
    );
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        found({ street: 'Lasondersingel', houseNumber: 129, houseNumberAddition: 'A' }),
      ),
    );
    expect(textbox('Street')).toHaveValue('Lasondersingel');
    expect(textbox('House number')).toHaveValue('129');
    expect(textbox('Addition')).toHaveValue('A');
    expect(routes).toHaveLength(1);
  });

  it('lets the later of two fills win while the first one’s lookup is in flight', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    renderWithAddress(
      <PostcodeAddressLookup legend="Address" debounceMs={TYPING_PAUSE_MS} onAddressChange={onAddressChange} />,
      client(),
    );
    browserFill([
      [textbox('Postcode'), '7514 BP'],
      [textbox('House number'), '129'],
    ]);
    await waitFor(() => expect(routes).toHaveLength(1));
    browserFill([
      [textbox('Postcode'), '2012 ES'],
      [textbox('House number'), '30'],
    ]);
    await waitFor(() => expect(onAddressChange).toHaveBeenLastCalledWith(found({ postcode: '2012ES' })));
    expect(onAddressChange).not.toHaveBeenCalledWith(found({ postcode: '7514BP' }));
  });

  it('resolves a fill of a controlled lookup (value and onValueChange), splitting its street line into the state', async () => {
    const onAddressChange = vi.fn<(address: DutchAddress | null) => void>();
    const seen: Partial<ExactAddressValues>[] = [];
    function Controlled() {
      const [value, setValue] = useState<ExactAddressValues>({
        postcode: '',
        houseNumber: '',
        houseNumberAddition: '',
        street: '',
        city: '',
      });
      return (
        <ExactAddressLookup
          legend="Address"
          debounceMs={TYPING_PAUSE_MS}
          value={value}
          onAddressChange={onAddressChange}
          onValueChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    renderWithAddress(<Controlled />, client());
    browserFill([
      [textbox('City'), 'Haarlem'],
      [textbox('Street'), 'Julianastraat 30'],
    ]);
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(found({ postcode: '2012ES', houseNumber: 30 })),
    );
    expect(seen.at(-1)).toMatchObject({ city: 'Haarlem', street: 'Julianastraat', houseNumber: '30' });
    expect(routes).toHaveLength(1);
  });

  it('treats typing as typing: it waits for the pause', async () => {
    const { user } = renderWithAddress(
      <PostcodeAddressLookup legend="Address" debounceMs={TYPING_PAUSE_MS} />,
      client(),
    );
    await user.type(textbox('Postcode'), '2012ES');
    await user.type(textbox('House number'), '30');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(routes).toEqual([]);
  });
});
