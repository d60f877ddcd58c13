import { belgianStreets } from './belgian-streets.ts';
import { dutchAddresses } from './dutch-addresses.ts';
import { germanStreets } from './german-streets.ts';
import type { ReferenceDataset } from './types.ts';

/**
 * The reference API's default data: Dutch addresses in every province (the cases the vendor documents, the
 * ambiguous city names Hengelo, Bergen and Rijswijk, a house boat site, a mobile home site, PO boxes),
 * Belgian streets in Antwerpen, Liège and Namur (bis and box numbers, a street over two postcodes, an
 * apartment block with 1000 boxes) and German streets (additions, numbers in more than one postcode).
 * Each record says whether it is documented or invented.
 */
export const referenceDataset: ReferenceDataset = { nl: dutchAddresses, be: belgianStreets, de: germanStreets };
