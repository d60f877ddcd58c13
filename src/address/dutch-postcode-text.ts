/** A Dutch postcode as PostNL writes it (`2012ES` → `2012 ES`); other text as it is. */
export const formatDutchPostcode = (postcode: string): string =>
  postcode.replace(/^(\d{4})\s*([A-Za-z]{2})$/u, '$1 $2');
