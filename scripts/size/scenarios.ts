/**
 * What a shop pays for each way of using the package: one scenario per line, measured by `measure-scenario.ts` as a
 * one-line app bundled by Vite from `dist/`, minified, gzip level 9, the peers left out. Run in `npm test` (the
 * `package` project) and printed by `npm run size`.
 *
 * The budgets are a ratchet: each is the measured size plus at most 5 %, and a test fails when the size passes the
 * budget or falls more than 5 % below it (lower the budget then). A budget may rise only in a change that names the
 * capability that paid for it, in `paidFor`. (The per-component targets of issue 18 are retired: the ratchet is the
 * rule.)
 */
/** A package entry a scenario imports from. */
type SizeEntry = 'react-address-entry' | 'react-address-entry/server' | 'react-address-entry/testing' | 'react-address-entry/locales';

export interface SizeScenario {
  /** What the shop does, in words. */
  name: string;
  /** The package entry it imports from. */
  from: SizeEntry;
  /** The names it imports, or `'*'` for every export of the entry. */
  imports: readonly string[] | '*';
  /** Names it imports from a second entry: a language of `react-address-entry/locales`, say. */
  alsoFrom?: { from: SizeEntry; imports: readonly string[] };
  /** Bytes, gzip level 9 (1 kB = 1000 bytes). */
  budget: number;
  /** The capabilities that raised the budget, newest last, each with the change that added it. */
  paidFor: readonly string[];
}

const APP = ['createAddressClient', 'AddressEntryProvider'] as const;

export const SIZE_SCENARIOS: readonly SizeScenario[] = [
  { name: 'client only', from: 'react-address-entry', imports: ['createAddressClient'], budget: 3_950, paidFor: ['one operation table (issue 22) that the client, the path parser, the proxy and the reference API read, which says the element a slash-merging router may take away', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)'] },
  { name: 'client, provider and the two data hooks', from: 'react-address-entry', imports: [...APP, 'useExactAddress', 'useHouseNumberAutocomplete'], budget: 5_800, paidFor: ['the provider and the two hooks on top of the client: the debounced autocomplete that never shows an older answer, the Dutch lookup’s addition and city-candidate fields, the retry policy and the interactive time limit', 'one operation table (issue 22) that the client, the path parser, the proxy and the reference API read, which says the element a slash-merging router may take away', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)', 'the provider’s locale as an object of react-address-entry/locales, a string (the former API) refused with a TypeError that names the import (issue 38)'] },
  { name: 'house-number combobox (BE/DE)', from: 'react-address-entry', imports: [...APP, 'HouseNumberCombobox'], budget: 12_950, paidFor: ['honest selection, the form contract (validity, hidden status, the unverified choice), stale options and one announcement per answer (issue 13), the window for long lists, and the house-number texts in four languages', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'prop getters that chain the caller’s onChange, onKeyDown and onClick and honour preventDownshiftDefault (issue 24)', 'a saved address (issue 30): a change without keys resolved to its one match once answered, the step that waits for an earlier one (enabled for the browser, out of the Tab order), autofill tokens in a section', 'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)', 'the list no longer placed again on its own scroll (issue 41)'] },
  { name: 'Dutch lookup with its city picker', from: 'react-address-entry', imports: [...APP, 'ExactAddressLookup'], budget: 11_050, paidFor: ['the Dutch form contract: submit gating, timing, the addition choice, PO boxes, the outage rules and the kept postcode (issue 14), and the Dutch texts in four languages', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'the Dutch lookups as headless hooks with prop getters (useExactAddressLookup, usePostcodeAddressLookup; issue 24), so a shop’s own markup gets the whole lookup', 'a saved address (issue 30): a fill checked at once with one request, its street line split into number and addition, no address token on the house number', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)'] },
  { name: 'Dutch postcode lookup', from: 'react-address-entry', imports: [...APP, 'PostcodeAddressLookup'], budget: 10_550, paidFor: ['the Dutch form contract it shares with the exact lookup (issues 14 and 16), and the Dutch texts in four languages', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'the Dutch lookups as headless hooks with prop getters (useExactAddressLookup, usePostcodeAddressLookup; issue 24), so a shop’s own markup gets the whole lookup', 'a saved address (issue 30): a fill checked at once with one request, its street line split into number and addition, no address token on the house number', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)'] },
  { name: 'BE/DE address fields (postal area, street, house number)', from: 'react-address-entry', imports: [...APP, 'AddressFields'], budget: 17_000, paidFor: ['three steps on the shared combobox core, each with its texts in four languages (issue 15), the manual entry that keeps an outage from blocking the order', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'going on without the check keeps what each step held, chosen or only typed, as a budget refusal or an outage leaves it (issue 29)', 'a saved address (issue 30): a fill of the three steps gathered in one task and resolved in order (postal area by postcode and place, street by folded name, house number exactly), stopping with its list shown and going on once chosen, the street line split, one announcement for the whole fill in four languages, the shared core’s fill resolution', 'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)', 'one rule for what an unconfirmed address posts (issue 37): the postal area\'s postcode and place, the street and number as the fields show them, nothing from a choice that no longer holds'] },
  { name: 'a shop in Dutch: AddressFields with the Dutch texts', from: 'react-address-entry', imports: [...APP, 'AddressFields'], alsoFrom: { from: 'react-address-entry/locales', imports: ['nl'] }, budget: 18_750, paidFor: ['everything AddressFields pays for (the scenario above)', 'the Dutch texts of every component, one import from react-address-entry/locales (issue 38): what a language costs beside the built-in English'] },
  { name: 'AddressEntry: three countries in one element (one language)', from: 'react-address-entry', imports: [...APP, 'AddressEntry'], budget: 24_600, paidFor: ['everything the two Dutch lookups and AddressFields pay for (their scenarios above): it composes them, with no second copy of their logic', 'the three countries in one element (issue 38): the country field (a fill of a saved address resolved in any of the three), the Dutch way one click away with the texts kept, one value carried over a switch of country, one posted contract with the country, the confirmed address with its carrier-ready parts', 'a country switch that waits for a browser\'s fill to write the fields after the country, so what it wrote is carried over (issue 38)'] },
  { name: 'everything of the main entry', from: 'react-address-entry', imports: '*', budget: 25_100, paidFor: ['two more components (AddressFields, PostcodeAddressLookup) and all of the growth above', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'going on without the check keeps what each step held, chosen or only typed, as a budget refusal or an outage leaves it (issue 29)', 'a saved address in every component (issue 30)', 'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)', 'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)', 'one contract in the types (issue 37): one posting rule in every family, the Dutch lookups\' results built member by member with their internals kept out', 'AddressEntry, useAddressEntry and isAddressEntryComplete (issue 38): the three countries in one element over the families above', 'a country switch that waits for a browser\'s fill to write the fields after the country, so what it wrote is carried over (issue 38)'] },
  { name: 'verifyAddress on the shop’s server', from: 'react-address-entry/server', imports: ['verifyAddress'], budget: 3_200, paidFor: ['the posted fields read from FormData, URLSearchParams or a record, the token read and its MAC recomputed under every key (issue 23)', 'names checked like the proxy\'s options, an undefined name read as the default; a token longer than any the proxy writes refused unread; the v2 token format; HMAC through node:crypto\'s one-shot hash, checked once against RFC 4231\'s vector (issue 41)', 'carrier-ready parts (issue 38): the house-number MAC covers number, addition, bis and box (token v3), verifyAddress returns houseNumberParts, parts text read strictly'] },
  { name: 'the server proxy', from: 'react-address-entry/server', imports: ['createAddressProxy'], budget: 11_000, paidFor: ['secret filtering in every encoding (its table of HTML references and Base64 at every alignment), answers streamed against the limit, options checked at creation with messages that say what to fix (issue 17)', 'each path element checked with the client’s own rules from the operation table, and the element a slash-merging router took away put back (issue 22)', 'signing what the service confirmed (signingKey, issue 23): the answer read for each address, street and validated house number, HMAC-SHA-256 through Web Crypto or node:crypto, the keys checked at creation', 'budgets per client and per shop (limits, issue 29): options checked at creation, the in-process store with its bound on keys, 429 with Retry-After and the store-unavailable refusal', 'a shared answer cache (cache, issue 29): Cache-Control read, the in-process store, the cached answer relayed and signed afresh', 'trust that holds (issue 41): signed answers never kept past their token\'s life (no-cache, an ETag tagged by the signing key, 304 by the proxy\'s clock, the signed text kept while its tokens are young), cache hits on a budget of their own, the cache bounded by bytes, gateway error pages relayed with their status, dot segments refused, the failure message checked whole for the secret, tokens written into the service\'s text (v2) with the one-shot HMAC', 'carrier-ready parts (issue 38): the house-number MAC covers number, addition, bis and box (token v3), verifyAddress returns houseNumberParts, parts text read strictly'] },
];

/**
 * Each public component with a text that only its own code holds (its root class name, which minifying keeps), and the
 * components it renders itself. A scenario's bundle holds the text of no component it does not import or render.
 */
export const COMPONENT_MARKERS: Readonly<Record<string, { marker: RegExp; renders: readonly string[] }>> = {
  // The street and postal-area steps share the combobox's classes: AddressFields renders all three.
  HouseNumberCombobox: { marker: /\brae-combobox(?![\w-])/u, renders: [] },
  // The two Dutch lookups share their fieldset; the city picker is the exact lookup's own.
  ExactAddressLookup: { marker: /\brae-city-picker(?![\w-])/u, renders: ['CityPicker', 'DutchLookupTexts', 'DutchProvinces'] },
  PostcodeAddressLookup: { marker: /\brae-lookup__address(?![\w-])/u, renders: ['DutchLookupTexts'] },
  CityPicker: { marker: /\brae-city-picker(?![\w-])/u, renders: ['DutchProvinces'] },
  AddressFields: { marker: /\brae-address-fields(?![\w-])/u, renders: ['HouseNumberCombobox'] },
  // The three countries in one element: it composes both Dutch lookups and AddressFields.
  AddressEntry: { marker: /\brae-address-entry(?![\w-])/u, renders: ['ExactAddressLookup', 'PostcodeAddressLookup', 'AddressFields'] },
  // Not a component: the Dutch lookups' family of texts (in English, built in). A shop that uses no Dutch lookup does
  // not pay for them.
  DutchLookupTexts: { marker: /Which house number do you mean/u, renders: [] },
  // Not a component either: the twelve province suffixes that the city picker offers when a 409 names no candidates.
  // Dutch-only code that the client does not need (it parses the 409's own candidates), so no bundle without the
  // exact lookup holds it: the client's Dutch half (the 409 parser, the address's fields) is all the Dutch a
  // Belgian or German shop pays for.
  DutchProvinces: { marker: /Noord-Brabant/u, renders: [] },
};

/**
 * Each language besides the built-in English, with a text that only its pack in `react-address-entry/locales` holds. A
 * scenario's bundle holds the texts of exactly the languages it imports from that entry: the main entry holds none.
 */
export const LANGUAGE_MARKERS: Readonly<Record<'nl' | 'fr' | 'de', RegExp>> = {
  nl: /Welk huisnummer bedoelt u/u,
  fr: /Saisissez un code postal/u,
  de: /Welche Hausnummer meinen Sie/u,
};
