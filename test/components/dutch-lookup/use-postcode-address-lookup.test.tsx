import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PostcodeAddressLookupProps } from '../../../src/components/dutch-lookup/postcode-address-lookup-props.ts';
import {
  POSTCODE_FIELDS,
  usePostcodeAddressLookup,
} from '../../../src/components/dutch-lookup/use-postcode-address-lookup.ts';
import { addressWrapper } from '../../support/address-wrapper.tsx';
import { setupReferenceServer } from '../../support/msw.ts';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** The hook in a shop's own markup: the postcode and house number, each with its hint. */
function OwnLookup({ onPostcodeBlur, ...props }: PostcodeAddressLookupProps & { onPostcodeBlur?: () => void }) {
  const lookup = usePostcodeAddressLookup(props);
  return (
    <form>
      {(['postcode', 'houseNumber'] as const).map((key) => (
        <p key={key}>
          <label {...lookup.getLabelProps(key)}>{lookup.labels[key]}</label>
          <input
            {...lookup.getInputProps(key, key === 'postcode' && onPostcodeBlur ? { onBlur: onPostcodeBlur } : {})}
          />
          {lookup.hints[key] === '' ? null : <small {...lookup.getHintProps(key)}>{lookup.hints[key]}</small>}
        </p>
      ))}
      <p {...lookup.getResultProps()}>{lookup.resultText}</p>
    </form>
  );
}

describe('usePostcodeAddressLookup', () => {
  it('shows the postcode, number and addition, and street and city only once the check is off', () => {
    expect(POSTCODE_FIELDS).toEqual(['postcode', 'houseNumber', 'houseNumberAddition', 'street', 'city']);
    const { result } = renderHook(() => usePostcodeAddressLookup({}), { wrapper: addressWrapper(client()) });
    expect(POSTCODE_FIELDS.filter(result.current.shows)).toEqual(['postcode', 'houseNumber', 'houseNumberAddition']);
    act(() => result.current.enterManually());
    expect(POSTCODE_FIELDS.filter(result.current.shows)).toEqual(POSTCODE_FIELDS);
  });

  it('writes a valid postcode as people do when the field is left, and chains the caller’s onBlur', async () => {
    const onPostcodeBlur = vi.fn();
    const { user } = renderWithAddress(<OwnLookup onPostcodeBlur={onPostcodeBlur} />, client());
    expect(field('Postcode')).toHaveAttribute('autocapitalize', 'characters');
    await user.type(field('Postcode'), '2012es');
    expect(field('Postcode')).toHaveValue('2012es');
    await user.tab();
    expect(field('Postcode')).toHaveValue('2012 ES');
    expect(onPostcodeBlur).toHaveBeenCalledOnce();
  });

  it('judges a postcode once it is as long as one or the field is left, and keeps the form from sending an impossible one', async () => {
    const { user } = renderWithAddress(<OwnLookup />, client());
    await user.type(field('Postcode'), '0123');
    expect(screen.queryByText(/Enter a Dutch postcode/u)).toBeNull();
    expect(field('Postcode').validationMessage).toBe(
      'Enter a Dutch postcode: four digits and two letters, such as 2012 ES.',
    );
    await user.tab();
    expect(
      screen.getByText('Enter a Dutch postcode: four digits and two letters, such as 2012 ES.'),
    ).toBeInTheDocument();
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '1234SA');
    expect(
      screen.getByText('Postcode 1234SA does not exist: no Dutch postcode ends in SA, SD or SS.'),
    ).toBeInTheDocument();
  });

  it('looks up a postcode typed with a space and in lower case as the service writes it', async () => {
    const { user } = renderWithAddress(<OwnLookup debounceMs={0} />, client());
    await user.type(field('Postcode'), '2012 es');
    await user.type(field('House number'), '30');
    await waitFor(() =>
      expect(screen.getByText('Julianastraat 30, 2012 ES Haarlem, Noord-Holland')).toBeInTheDocument(),
    );
    expect(routes.filter((route) => route.operation === 'postcode').at(-1)).toMatchObject({
      elements: { postcode: '2012ES', houseNumber: '30' },
    });
  });
});
