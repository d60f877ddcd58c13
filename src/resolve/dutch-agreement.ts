import type { DutchAddress } from '../api/types.ts';
import { foldName } from '../address/fold-name.ts';

const folded = (text: string): { key: string; abbreviated: boolean } => {
  const key = foldName(text);
  return key.endsWith('.') ? { key: key.slice(0, -1), abbreviated: true } : { key, abbreviated: false };
};

function names(given: string, official: readonly (string | undefined)[]): boolean {
  if (given === '') return true;
  const { key, abbreviated } = folded(given);
  return official.some((name) => {
    if (name === undefined || name === '') return false;
    const own = foldName(name);
    return own === key || (abbreviated && key.length >= 3 && own.startsWith(key));
  });
}

/** Whether the street and city given beside a Dutch postcode name the address it found (`Julianastr.` counts). */
export function agreesWithPostcode(address: DutchAddress, given: { city: string; street: string }): boolean {
  return (
    names(given.street, [address.street, address.streetNen]) &&
    names(given.city, [address.city, address.cityShort, address.municipality, address.municipalityShort])
  );
}
