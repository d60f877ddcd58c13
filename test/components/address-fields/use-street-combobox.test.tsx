import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StreetSuggestion } from '../../../src/api/types.ts';
import type { UseStreetComboboxOptions } from '../../../src/components/address-fields/street-combobox-props.ts';
import { streetIdentity, useStreetCombobox } from '../../../src/components/address-fields/use-street-combobox.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Street' });

/** The hook in a shop's own markup, from its getters alone. */
function OwnStreet(options: UseStreetComboboxOptions) {
  const street = useStreetCombobox(options);
  return (
    <div data-testid="street" data-waiting={String(street.waiting)}>
      <label {...street.getLabelProps()}>Street</label>
      <input {...street.getInputProps()} />
      <ul {...street.getMenuProps()}>
        {street.isOpen &&
          street.suggestions.map((item, index) => (
            <li
              key={streetIdentity(item)}
              {...street.getItemProps({ item, index })}
            >{`${item.streetName} ${item.postcode}`}</li>
          ))}
      </ul>
      <p {...street.getResultProps()}>{street.resultText}</p>
    </div>
  );
}

describe('streetIdentity', () => {
  it('tells a street over two postcodes apart by its postcode, and two streets by their id', () => {
    const street: StreetSuggestion = { streetId: 1, streetName: 'Severinstr.', postcode: '50676', cityName: 'Köln' };
    expect(streetIdentity(street)).toBe('1|50676');
    expect(streetIdentity({ ...street, postcode: '50678' })).not.toBe(streetIdentity(street));
    expect(streetIdentity({ ...street, streetId: 2 })).not.toBe(streetIdentity(street));
  });
});

describe('useStreetCombobox', () => {
  it('waits while no postal area is chosen: it asks nothing and says to choose the area first', async () => {
    const { user } = renderWithAddress(<OwnStreet country="DE" cityId={null} />, client());
    expect(screen.getByTestId('street')).toHaveAttribute('data-waiting', 'true');
    expect(input()).toHaveAttribute('aria-disabled', 'true');
    expect(input()).toHaveAccessibleDescription('Choose the postcode or town first.');
    await user.type(input(), 'Sev');
    expect(routes).toEqual([]);
  });

  it('searches a German city with its postcode, and hands the chosen street on as a German one', async () => {
    const onSelectedItemChange = vi.fn<(street: StreetSuggestion | null) => void>();
    const { user } = renderWithAddress(
      <OwnStreet country="DE" cityId={5315000} postcode="50676" onSelectedItemChange={onSelectedItemChange} />,
      client(),
    );
    await user.type(input(), 'Sev');
    await screen.findByRole('option', { name: 'Severinstr. 50676' });
    expect(routes.filter((route) => route.operation === 'de-street').at(-1)).toMatchObject({
      elements: { cityId: '5315000', postcode: '50676', streetName: 'Sev' },
    });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(onSelectedItemChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ streetName: 'Severinstr.', postcode: '50676', cityName: 'Köln' }),
      ),
    );
    expect(input()).toHaveValue('Severinstr.');
    expect(await screen.findByText('Severinstr., postcode 50676: chosen.')).toBeInTheDocument();
  });

  it('searches a whole Belgian municipality when its postal area has no postcode', async () => {
    const { user } = renderWithAddress(
      <OwnStreet country="BE" municipalityNisCode={11002} postcode={null} />,
      client(),
    );
    await user.type(input(), 'Euro');
    await screen.findByRole('option', { name: 'Europalaan 2610' });
    expect(routes.filter((route) => route.operation === 'be-street').at(-1)).toMatchObject({
      elements: { municipalityNisCode: '11002', postcode: '' },
    });
  });
});
