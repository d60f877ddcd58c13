import { renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  usePostcodeAddressLookup,
  useExactAddressLookup,
  type ExactAddressLookupProps,
  type PostcodeAddressLookupProps,
} from '../../../src/index.ts';
import { setupReferenceServer } from '../../support/msw.ts';
import { addressWrapper } from '../../support/address-wrapper.tsx';
import { renderWithAddress } from '../../support/render-address.tsx';

const { client, routes } = setupReferenceServer();
const field = (name: string) => screen.getByRole('textbox', { name });

/** A Dutch lookup in a shop's own markup: a grid of inputs, from the headless hook's getters alone. */
function OwnPostcodeLookup(props: PostcodeAddressLookupProps) {
  const lookup = usePostcodeAddressLookup(props);
  return (
    <fieldset {...lookup.getFieldsetProps()} className="shop-grid">
      {(['postcode', 'houseNumber', 'houseNumberAddition'] as const).map((key) => (
        <div key={key}>
          <label {...lookup.getLabelProps(key)}>{lookup.labels[key]}</label>
          <input {...lookup.getInputProps(key, { className: 'shop-input', onBlur: props.onBlur })} />
          {lookup.hints[key] === '' ? null : <small {...lookup.getHintProps(key)}>{lookup.hints[key]}</small>}
        </div>
      ))}
      {lookup.postedFields.map(({ name, value }) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <output {...lookup.getResultProps()}>{lookup.resultText}</output>
      {lookup.canEnterManually ? (
        <button type="button" onClick={lookup.enterManually}>
          {lookup.enterManuallyText}
        </button>
      ) : null}
    </fieldset>
  );
}

function OwnExactLookup(props: ExactAddressLookupProps) {
  const lookup = useExactAddressLookup(props);
  return (
    <div>
      {(['city', 'street', 'houseNumber'] as const).map((key) => (
        <p key={key}>
          <label {...lookup.getLabelProps(key)}>{lookup.labels[key]}</label>
          <input {...lookup.getInputProps(key)} />
        </p>
      ))}
      <p {...lookup.getResultProps()}>{lookup.resultText}</p>
      {lookup.cityCandidates.map((city) => (
        <button type="button" key={city} onClick={() => lookup.chooseCity(city)}>
          {city}
        </button>
      ))}
    </div>
  );
}

describe('the Dutch lookups, headless', () => {
  it('gives custom markup the whole lookup: labels, autofill, the check, what the form posts, the result as its description', async () => {
    const onAddressChange = vi.fn();
    const onBlur = vi.fn();
    const { user } = renderWithAddress(
      <form>
        <OwnPostcodeLookup autoCompleteSection="billing" onAddressChange={onAddressChange} onBlur={onBlur} />
      </form>,
      client(),
    );
    expect(field('Postcode')).toHaveAttribute('autocomplete', 'section-billing postal-code');
    expect(field('Postcode')).toHaveClass('shop-input');
    await user.type(field('Postcode'), '2012 es');
    await user.type(field('House number'), '30');
    await user.tab();
    // The caller's handler ran, and the lookup's own: leaving the number checks at once (no 750 ms wait, one request).
    expect(onBlur).toHaveBeenCalled();
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ postcode: '2012ES', street: 'Julianastraat' }),
      ),
    );
    expect(field('House number')).toHaveAccessibleDescription(/Julianastraat 30/u);
    expect(field('House number')).toBeValid();
    expect(Object.fromEntries(new FormData(document.querySelector('form') as HTMLFormElement))).toMatchObject({
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      addressStatus: 'validated',
    });
    expect(routes).toHaveLength(1);
  });

  it('writes the postcode as people do when the field is left, and keeps the form from sending an impossible one', async () => {
    const { user } = renderWithAddress(
      <form>
        <OwnPostcodeLookup />
      </form>,
      client(),
    );
    await user.type(field('Postcode'), '1234 sa');
    await user.tab();
    expect(field('Postcode')).toHaveValue('1234 sa');
    expect(field('Postcode')).toBeInvalid();
    expect(field('Postcode')).toHaveAccessibleDescription(/1234 sa/u);
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '2012es');
    await user.tab();
    expect(field('Postcode')).toHaveValue('2012 ES');
    expect(field('Postcode')).toBeValid();
  });

  it('offers the city choice of a 409 to custom markup, and looks up again with the city chosen', async () => {
    const onAddressChange = vi.fn();
    const { user } = renderWithAddress(<OwnExactLookup debounceMs={0} onAddressChange={onAddressChange} />, client());
    await user.type(field('City'), 'Hengelo');
    await user.type(field('Street'), 'Kerkstraat');
    await user.type(field('House number'), '1');
    await user.tab();
    const choice = await screen.findByRole('button', { name: /Hengelo gem\. Bronckhorst/u });
    await user.click(choice);
    expect(field('City')).toHaveValue('Hengelo gem. Bronckhorst');
    expect(field('City')).toHaveFocus();
    await waitFor(() =>
      expect(onAddressChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ city: 'Hengelo', postcode: '7255BA' }),
      ),
    );
    expect(screen.queryByRole('button', { name: /Hengelo gem\. Bronckhorst/u })).not.toBeInTheDocument();
  });

  it('hands custom markup the result and the way on, and none of the internals', () => {
    const wrapper = addressWrapper(client());
    const exact = renderHook(() => useExactAddressLookup({}), { wrapper }).result.current;
    const postcode = renderHook(() => usePostcodeAddressLookup({}), { wrapper }).result.current;
    for (const result of [exact, postcode]) {
      expect(result).toMatchObject({
        resultText: '',
        hasErrorMessage: false,
        enterManuallyText: 'Enter the address without checking',
      });
      for (const internal of [
        'lookup',
        't',
        'setValues',
        'params',
        'focus',
        'message',
        'hasError',
        'getErrorProps',
        'useFoundPostcode',
        'manual',
        'showPostcode',
      ]) {
        expect(result).not.toHaveProperty(internal);
      }
    }
    expect(exact).toHaveProperty('takeFoundPostcode');
  });
});
