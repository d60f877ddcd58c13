import { useState } from 'react';
import { HouseNumberCombobox, type HouseNumberSuggestion } from 'react-address-entry';
import { belgianStreets, germanStreets } from './streets.ts';

/**
 * A Belgian or German address: a street from the shop's street step (here a short list), the house-number
 * combobox, and the postcode field that the chosen suggestion fills.
 */
export function StreetAddress({ country }: { country: 'BE' | 'DE' }) {
  const streets = country === 'BE' ? belgianStreets : germanStreets;
  const [streetIndex, setStreetIndex] = useState(0);
  const street = streets[streetIndex] ?? streets[0];
  const [postcode, setPostcode] = useState(street?.postcode ?? '');
  const [status, setStatus] = useState<HouseNumberSuggestion['status'] | 'typed'>('typed');
  if (street === undefined) return null;

  const chooseStreet = (index: number) => {
    setStreetIndex(index);
    setPostcode(streets[index]?.postcode ?? '');
    setStatus('typed');
  };
  const common = {
    name: 'houseNumber',
    required: true,
    onSelect: (suggestion: HouseNumberSuggestion) => setStatus(suggestion.status),
    onPostcodeChange: setPostcode,
  };

  return (
    <div className="demo-grid">
      <label className="demo-field demo-field--wide">
        <span>Street</span>
        <select value={streetIndex} onChange={(event) => chooseStreet(Number(event.target.value))}>
          {streets.map((s, index) => <option key={s.streetId} value={index}>{s.label}</option>)}
        </select>
      </label>
      <div className="demo-field">
        {street.country === 'BE' ? (
          <HouseNumberCombobox
            key={street.streetId} country="BE" municipalityNisCode={street.municipalityNisCode} streetId={street.streetId}
            postcode={Number(street.postcode)} language={street.language} {...common}
          />
        ) : (
          <HouseNumberCombobox
            key={street.streetId} country="DE" cityId={street.cityId} streetId={street.streetId} postcode={street.postcode} {...common}
          />
        )}
      </div>
      <label className="demo-field">
        <span>Postcode</span>
        <input name="postcode" value={postcode} onChange={(event) => setPostcode(event.target.value)} required autoComplete="postal-code" />
      </label>
      <input type="hidden" name="streetName" value={street.label.split(',')[0] ?? ''} />
      <input type="hidden" name="city" value={street.city} />
      <input type="hidden" name="verification" value={status} />
    </div>
  );
}
