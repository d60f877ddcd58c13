import { useState } from 'react';
import {
  ExactAddressLookup,
  PostcodeAddressLookup,
  type DutchAddress,
  type ExactAddressValues,
  type PostcodeAddressValues,
} from 'react-address-entry';

type Way = 'postcode' | 'street';
type Typed = ExactAddressValues & PostcodeAddressValues;
const EMPTY: Typed = { postcode: '', houseNumber: '', houseNumberAddition: '', street: '', city: '' };

/** A postcode as people write it, `2012 ES`, from the service's `2012ES`. */
const written = (postcode: string) => postcode.replace(/^(\d{4})([A-Z]{2})$/u, '$1 $2');

/**
 * A Dutch address the way Dutch shoppers enter it: postcode and house number first, the city/street lookup one
 * click away. Switching keeps what was typed where it maps (number, addition, postcode; street and city once found),
 * so the other lookup checks the same address at once. Both post `addressStatus`: `validated`, or `unverified` when
 * the person chose to go on without the check; until then the house-number field stops the submit.
 */
export function DutchAddressEntry() {
  const [way, setWay] = useState<Way>('postcode');
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [found, setFound] = useState<DutchAddress | null>(null);

  const keep = (values: Partial<Typed>) => setTyped((previous) => ({ ...previous, ...values }));
  const switchTo = (next: Way) => {
    // What the address found says is what the person meant: it fills the fields the other lookup asks for.
    if (found !== null) keep({ street: found.street, city: found.city, postcode: written(found.postcode) });
    setFound(null);
    setWay(next);
  };
  // No named autofill section: the name, the address fields and the house number (which no token names) are then one
  // section, and one pick from the browser's autofill fills them all (Chromium skips a house number in a named one).
  const common = { required: true, legend: 'Address', defaultValue: typed, onValueChange: keep, onAddressChange: setFound };

  return (
    <div className="demo-dutch" data-way={way}>
      {way === 'postcode' ? <PostcodeAddressLookup key="postcode" {...common} /> : <ExactAddressLookup key="street" {...common} />}
      <p className="demo-dutch__switch">
        {way === 'postcode' ? 'No postcode at hand? ' : 'Know the postcode? '}
        <button type="button" onClick={() => switchTo(way === 'postcode' ? 'street' : 'postcode')}>
          {way === 'postcode' ? 'Look up by city and street' : 'Look up by postcode'}
        </button>
      </p>
    </div>
  );
}
