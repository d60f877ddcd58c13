/** A Dutch postcode as people and PostNL write it: four digits, one space, two letters (`2012ES` → `2012 ES`). Other text is given back as it is. */
export const formatDutchPostcode = (postcode: string): string => postcode.replace(/^(\d{4})\s*([A-Za-z]{2})$/u, '$1 $2');
