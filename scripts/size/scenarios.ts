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
export interface SizeScenario {
  /** What the shop does, in words. */
  name: string;
  /** The package entry it imports from. */
  from: 'react-address-entry' | 'react-address-entry/server' | 'react-address-entry/testing';
  /** The names it imports, or `'*'` for every export of the entry. */
  imports: readonly string[] | '*';
  /** Bytes, gzip level 9 (1 kB = 1000 bytes). */
  budget: number;
  /** The capabilities that raised the budget, newest last, each with the change that added it. */
  paidFor: readonly string[];
}

const APP = ['createAddressClient', 'AddressEntryProvider'] as const;

export const SIZE_SCENARIOS: readonly SizeScenario[] = [
  { name: 'client only', from: 'react-address-entry', imports: ['createAddressClient'], budget: 3_700, paidFor: ['one operation table (issue 22) that the client, the path parser, the proxy and the reference API read, which says the element a slash-merging router may take away'] },
  { name: 'client, provider and the two data hooks', from: 'react-address-entry', imports: [...APP, 'useExactAddress', 'useHouseNumberAutocomplete'], budget: 5_400, paidFor: ['the provider and the two hooks on top of the client: the debounced autocomplete that never shows an older answer, the Dutch lookup’s addition and city-candidate fields, the retry policy and the interactive time limit', 'one operation table (issue 22) that the client, the path parser, the proxy and the reference API read, which says the element a slash-merging router may take away'] },
  { name: 'house-number combobox (BE/DE)', from: 'react-address-entry', imports: [...APP, 'HouseNumberCombobox'], budget: 12_950, paidFor: ['honest selection, the form contract (validity, hidden status, the unverified choice), stale options and one announcement per answer (issue 13), the window for long lists, and the house-number texts in four languages', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'prop getters that chain the caller’s onChange, onKeyDown and onClick and honour preventDownshiftDefault (issue 24)', 'a saved address (issue 30): a change without keys resolved to its one match once answered, the step that waits for an earlier one (enabled for the browser, out of the Tab order), autofill tokens in a section', 'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)'] },
  { name: 'Dutch lookup with its city picker', from: 'react-address-entry', imports: [...APP, 'ExactAddressLookup'], budget: 11_950, paidFor: ['the Dutch form contract: submit gating, timing, the addition choice, PO boxes, the outage rules and the kept postcode (issue 14), and the Dutch texts in four languages', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'the Dutch lookups as headless hooks with prop getters (useExactAddressLookup, usePostcodeAddressLookup; issue 24), so a shop’s own markup gets the whole lookup', 'a saved address (issue 30): a fill checked at once with one request, its street line split into number and addition, no address token on the house number'] },
  { name: 'Dutch postcode lookup', from: 'react-address-entry', imports: [...APP, 'PostcodeAddressLookup'], budget: 11_450, paidFor: ['the Dutch form contract it shares with the exact lookup (issues 14 and 16), and the Dutch texts in four languages', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'the Dutch lookups as headless hooks with prop getters (useExactAddressLookup, usePostcodeAddressLookup; issue 24), so a shop’s own markup gets the whole lookup', 'a saved address (issue 30): a fill checked at once with one request, its street line split into number and addition, no address token on the house number'] },
  { name: 'BE/DE address fields (postal area, street, house number)', from: 'react-address-entry', imports: [...APP, 'AddressFields'], budget: 18_350, paidFor: ['three steps on the shared combobox core, each with its texts in four languages (issue 15), the manual entry that keeps an outage from blocking the order', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'going on without the check keeps what each step held, chosen or only typed, as a budget refusal or an outage leaves it (issue 29)', 'a saved address (issue 30): a fill of the three steps gathered in one task and resolved in order (postal area by postcode and place, street by folded name, house number exactly), stopping with its list shown and going on once chosen, the street line split, one announcement for the whole fill in four languages, the shared core’s fill resolution', 'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)'] },
  { name: 'everything of the main entry', from: 'react-address-entry', imports: '*', budget: 25_650, paidFor: ['two more components (AddressFields, PostcodeAddressLookup) and all of the growth above', 'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)', 'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)', 'going on without the check keeps what each step held, chosen or only typed, as a budget refusal or an outage leaves it (issue 29)', 'a saved address in every component (issue 30)', 'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)'] },
  { name: 'verifyAddress on the shop’s server', from: 'react-address-entry/server', imports: ['verifyAddress'], budget: 1_800, paidFor: ['the posted fields read from FormData, URLSearchParams or a record, the token read and its MAC recomputed under every key (issue 23)'] },
  { name: 'the server proxy', from: 'react-address-entry/server', imports: ['createAddressProxy'], budget: 8_250, paidFor: ['secret filtering in every encoding (its table of HTML references and Base64 at every alignment), answers streamed against the limit, options checked at creation with messages that say what to fix (issue 17)', 'each path element checked with the client’s own rules from the operation table, and the element a slash-merging router took away put back (issue 22)', 'signing what the service confirmed (signingKey, issue 23): the answer read for each address, street and validated house number, HMAC-SHA-256 through Web Crypto or node:crypto, the keys checked at creation', 'budgets per client and per shop (limits, issue 29): options checked at creation, the in-process store with its bound on keys, 429 with Retry-After and the store-unavailable refusal', 'a shared answer cache (cache, issue 29): Cache-Control read, the in-process store, the cached answer relayed and signed afresh'] },
];

/**
 * Each public component with a text that only its own code holds (its root class name, which minifying keeps), and the
 * components it renders itself. A scenario's bundle holds the text of no component it does not import or render.
 */
export const COMPONENT_MARKERS: Readonly<Record<string, { marker: RegExp; renders: readonly string[] }>> = {
  // The street and postal-area steps share the combobox's classes: AddressFields renders all three.
  HouseNumberCombobox: { marker: /\brae-combobox(?![\w-])/u, renders: [] },
  // The two Dutch lookups share their fieldset; the city picker is the exact lookup's own.
  ExactAddressLookup: { marker: /\brae-city-picker(?![\w-])/u, renders: ['CityPicker', 'DutchLookupTexts'] },
  PostcodeAddressLookup: { marker: /\brae-lookup__address(?![\w-])/u, renders: ['DutchLookupTexts'] },
  CityPicker: { marker: /\brae-city-picker(?![\w-])/u, renders: [] },
  AddressFields: { marker: /\brae-address-fields(?![\w-])/u, renders: ['HouseNumberCombobox'] },
  // Not a component: the Dutch lookups' family of texts. A shop that uses no Dutch lookup does not pay for them.
  DutchLookupTexts: { marker: /Welk huisnummer bedoelt u/u, renders: [] },
};
