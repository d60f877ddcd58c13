import { belgianMunicipalities } from './belgian-municipalities.ts';
import { belgianStreets } from './belgian-streets.ts';
import { dutchAddresses } from './dutch-addresses.ts';
import { germanCities } from './german-cities.ts';
import { germanStreets } from './german-streets.ts';
import type { ReferenceDataset } from './types.ts';

/**
 * The reference API's default data: Dutch addresses in every province (the cases the vendor documents, the
 * ambiguous city names Hengelo, Bergen and Rijswijk, a house boat site, a mobile home site, PO boxes),
 * Belgian streets in Antwerpen (a street in each of its twelve postcodes), Liège, Namur and Eupen (bis and box
 * numbers, streets over two postcodes, an apartment block with 1000 boxes) and German streets in Dresden, Köln,
 * Berlin and München (additions, numbers in more than one postcode), with the postal areas that lead to them.
 * Each record says whether it is documented or invented.
 */
export const referenceDataset: ReferenceDataset = {
  nl: dutchAddresses,
  be: belgianStreets,
  de: germanStreets,
  beMunicipalities: belgianMunicipalities,
  deCities: germanCities,
};
