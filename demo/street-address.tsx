import { useState } from 'react';
import { HouseNumberCombobox } from 'react-address-entry';
import { belgianStreets, germanStreets } from './streets.ts';

/**
 * A Belgian or German address: a street from the shop's street step (here a short list) and the house-number
 * combobox. The combobox posts what the order needs: the number as chosen (`houseNumber`), its postcode
 * (`postcode`) and whether it was verified (`houseNumberStatus`); both hidden fields are empty while the text is not
 * a chosen number, and the field then stops the submit. The postcode shown is only a mirror of the choice.
 */
export function StreetAddress({ country }: { country: 'BE' | 'DE' }) {
  const streets = country === 'BE' ? belgianStreets : germanStreets;
  const [streetIndex, setStreetIndex] = useState(0);
  const street = streets[streetIndex] ?? streets[0];
  const [postcode, setPostcode] = useState<string | null>(null);
  if (street === undefined) return null;

  // A new street starts a new field (as the benchmarks expect): its choice, and the postcode shown, start empty.
  const chooseStreet = (index: number) => {
    setStreetIndex(index);
    setPostcode(null);
  };
  const common = { name: 'houseNumber', postcodeName: 'postcode', statusName: 'houseNumberStatus', required: true, onPostcodeChange: setPostcode };

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
          <HouseNumberCombobox key={street.streetId} country="DE" cityId={street.cityId} streetId={street.streetId} postcode={street.postcode} {...common} />
        )}
      </div>
      <label className="demo-field">
        <span>Postcode</span>
        <input value={postcode ?? ''} readOnly placeholder="From the house number" autoComplete="off" />
      </label>
      <input type="hidden" name="streetName" value={street.label.split(',')[0] ?? ''} />
      <input type="hidden" name="city" value={street.city} />
    </div>
  );
}
