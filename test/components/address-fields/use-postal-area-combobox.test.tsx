import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postalAreaText } from '../../../src/address/postal-area-text.ts';
import type { PostalAreaSuggestion } from '../../../src/api/types.ts';
import type { UsePostalAreaComboboxOptions } from '../../../src/components/address-fields/postal-area-combobox-props.ts';
import { usePostalAreaCombobox } from '../../../src/components/address-fields/use-postal-area-combobox.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Postcode or town' });

/** The hook in a shop's own markup, from its getters alone. */
function OwnArea(options: UsePostalAreaComboboxOptions) {
  const area = usePostalAreaCombobox(options);
  return (
    <div data-testid="area" data-state={area.state}>
      <label {...area.getLabelProps()}>Postcode or town</label>
      <input {...area.getInputProps()} />
      <ul {...area.getMenuProps()}>
        {area.isOpen &&
          area.suggestions.map((item, index) => (
            <li key={postalAreaText(item)} {...area.getItemProps({ item, index })}>
              {postalAreaText(item)}
            </li>
          ))}
      </ul>
      <p {...area.getResultProps()}>{area.resultText}</p>
    </div>
  );
}

describe('usePostalAreaCombobox', () => {
  it('offers the postal areas of a typed postcode, each read as postcode and place, and hands on the Belgian one chosen', async () => {
    const onSelectedItemChange = vi.fn<(area: PostalAreaSuggestion | null) => void>();
    const { user } = renderWithAddress(<OwnArea country="BE" onSelectedItemChange={onSelectedItemChange} />, client());
    await user.type(input(), '26');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '2600 Berchem',
      '2610 Wilrijk',
      '2660 Hoboken',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(onSelectedItemChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ municipalityNisCode: 11002, postcode: 2610 }),
      ),
    );
    expect(input()).toHaveValue('2610 Wilrijk');
    expect(await screen.findByText('2610 Wilrijk: chosen.')).toBeInTheDocument();
  });

  it('asks for a postal area’s own text by its postcode alone, so its option is found again', async () => {
    const { user } = renderWithAddress(<OwnArea country="BE" />, client());
    await user.type(input(), '2610 Wilrijk');
    await screen.findByRole('option', { name: '2610 Wilrijk' });
    expect(routes.filter((route) => route.operation === 'be-postal-area').at(-1)).toMatchObject({
      elements: { postalArea: '2610' },
    });
  });

  it('says a text the service finds too short is too short, and keeps the form from going', async () => {
    const { user } = renderWithAddress(<OwnArea country="DE" />, client());
    await user.type(input(), 'A');
    await waitFor(() => expect(screen.getByTestId('area')).toHaveAttribute('data-state', 'too-short'));
    expect(input().validationMessage).toBe('Too short: type more of the postcode or town.');
  });
});
