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
type SizeEntry =
  | 'react-address-entry'
  | 'react-address-entry/server'
  | 'react-address-entry/testing'
  | 'react-address-entry/locales'
  | 'react-address-entry/pickup';

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
  {
    name: 'client only',
    from: 'react-address-entry',
    imports: ['createAddressClient'],
    budget: 3_825,
    paidFor: [
      'one operation table (issue 22) that the client, the path parser, the proxy and the reference API read, which says the element a slash-merging router may take away',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "the proxy's path checks made cheaper for plain ASCII (issue 60, point 3: the proxy's added time), a rule the client shares (about 50 B)",
    ],
  },
  {
    name: 'client, provider and the two data hooks',
    from: 'react-address-entry',
    imports: [...APP, 'useExactAddress', 'useHouseNumberAutocomplete'],
    budget: 5_624,
    paidFor: [
      'the provider and the two hooks on top of the client: the debounced autocomplete that never shows an older answer, the Dutch lookup’s addition and city-candidate fields, the retry policy and the interactive time limit',
      'one operation table (issue 22) that the client, the path parser, the proxy and the reference API read, which says the element a slash-merging router may take away',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      'the provider’s locale as an object of react-address-entry/locales, a string (the former API) refused with a TypeError that names the import (issue 38)',
      'one provider context however a shop mixes require and import (issue 52): the CommonJS and ES module builds share the context through a registered symbol on globalThis (18 bytes)',
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      'the autocomplete debounce default written once (issue 59, point 2): a shared constant the hooks import (5 B)',
      "the proxy's path checks made cheaper for plain ASCII (issue 60, point 3: the proxy's added time), a rule the client shares (about 50 B)",
    ],
  },
  {
    name: 'house-number combobox (BE/DE)',
    from: 'react-address-entry',
    imports: [...APP, 'HouseNumberCombobox'],
    budget: 12_552,
    paidFor: [
      "a step started afresh by state in the same <input> (issue 51, point 7): text, fill, choice, spoken news, selection and list taken afresh under a new start token, so a browser's refill on a slow phone is not lost to a replaced node",
      "the one contract's names know addressLine2 and region, the keys every other country posts (issue 51)",
      'honest selection, the form contract (validity, hidden status, the unverified choice), stale options and one announcement per answer (issue 13), the window for long lists, and the house-number texts in four languages',
      'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)',
      'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)',
      'prop getters that chain the caller’s onChange, onKeyDown and onClick and honour preventDownshiftDefault (issue 24)',
      'a saved address (issue 30): a change without keys resolved to its one match once answered, the step that waits for an earlier one (enabled for the browser, out of the Tab order), autofill tokens in a section',
      'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      'the list no longer placed again on its own scroll (issue 41)',
      'one provider context however a shop mixes require and import (issue 52): the CommonJS and ES module builds share the context through a registered symbol on globalThis (18 bytes)',
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "a focused field's description kept from changing (issue 54, point 3): the result line describes it only while it says what it said when the focus came, so Orca says each message once, in the live region (about 60 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (26 B)",
      "the proxy's path checks made cheaper for plain ASCII (issue 60, point 3: the proxy's added time), a rule the client shares (about 50 B)",
    ],
  },
  {
    name: 'Dutch lookup with its city picker',
    from: 'react-address-entry',
    imports: [...APP, 'ExactAddressLookup'],
    budget: 10_335,
    paidFor: [
      "the one contract's names know addressLine2 and region, the keys every other country posts (issue 51)",
      'the Dutch form contract: submit gating, timing, the addition choice, PO boxes, the outage rules and the kept postcode (issue 14), and the Dutch texts in four languages',
      'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)',
      'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)',
      'the Dutch lookups as headless hooks with prop getters (useExactAddressLookup, usePostcodeAddressLookup; issue 24), so a shop’s own markup gets the whole lookup',
      'a saved address (issue 30): a fill checked at once with one request, its street line split into number and addition, no address token on the house number',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      'one provider context however a shop mixes require and import (issue 52): the CommonJS and ES module builds share the context through a registered symbol on globalThis (18 bytes)',
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (38 B)",
      "the focus on the field that is wrong (issue 63, point 2): a form library's ref and its error on the failing field, in every step and country, the Dutch lookups' errorField (85 B)",
      "the proxy's path checks made cheaper for plain ASCII (issue 60, point 3: the proxy's added time), a rule the client shares (about 50 B)",
    ],
  },
  {
    name: 'Dutch postcode lookup',
    from: 'react-address-entry',
    imports: [...APP, 'PostcodeAddressLookup'],
    budget: 9_899,
    paidFor: [
      "the one contract's names know addressLine2 and region, the keys every other country posts (issue 51)",
      'the Dutch form contract it shares with the exact lookup (issues 14 and 16), and the Dutch texts in four languages',
      'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)',
      'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)',
      'the Dutch lookups as headless hooks with prop getters (useExactAddressLookup, usePostcodeAddressLookup; issue 24), so a shop’s own markup gets the whole lookup',
      'a saved address (issue 30): a fill checked at once with one request, its street line split into number and addition, no address token on the house number',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      'one provider context however a shop mixes require and import (issue 52): the CommonJS and ES module builds share the context through a registered symbol on globalThis (18 bytes)',
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "the provider's context names the UI's language code `language` (was `locale`), a property name the minifier keeps (issue 59, point 1: one word per concept; 2 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (40 B)",
      "the focus on the field that is wrong (issue 63, point 2): a form library's ref and its error on the failing field, in every step and country, the Dutch lookups' errorField (90 B)",
      "the proxy's path checks made cheaper for plain ASCII (issue 60, point 3: the proxy's added time), a rule the client shares (about 50 B)",
    ],
  },
  {
    name: 'BE/DE address fields (postal area, street, house number)',
    from: 'react-address-entry',
    imports: [...APP, 'AddressFields'],
    budget: 17_833,
    paidFor: [
      'three steps on the shared combobox core, each with its texts in four languages (issue 15), the manual entry that keeps an outage from blocking the order',
      'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)',
      'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)',
      'going on without the check keeps what each step held, chosen or only typed, as a budget refusal or an outage leaves it (issue 29)',
      'a saved address (issue 30): a fill of the three steps gathered in one task and resolved in order (postal area by postcode and place, street by folded name, house number exactly), stopping with its list shown and going on once chosen, the street line split, one announcement for the whole fill in four languages, the shared core’s fill resolution',
      'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      "one rule for what an unconfirmed address posts (issue 37): the postal area's postcode and place, the street and number as the fields show them, nothing from a choice that no longer holds",
      "one resolver for a browser's fill and the server's checks (issue 39): a street matched with German spellings as one (Severinstrasse is Severinstr.) and taken once however many postcodes it runs through, a misspelled place beside a postcode with one area let go, a saved street line taken apart",
      "one announcement per answer with news (issue 42): the steps' live regions keep their words until an answer says something new, and spaces around the text ask nothing",
      'what a screen-reader user hears (issue 42): a choice confirmed aloud with its status and postcode, the step it opens and the whole address with the city the form posts, outages that name the way on, and no step waiting on one that gave up',
      "a Belgian bis of letters written against its number read as a bis (1BO), a box word only when written apart (issue 38's formatAddress lines read back)",
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "the DHL pickup's place in AddressFields (issue 60, point 1): its state, and where its own code (react-address-entry/pickup) plugs in when a shop passes germanPickup={dhlPickup}; the pickup's fields, rules and texts are in no bundle without that import (about 0.3 kB, from the 2.4 kB every shop paid before)",
      "a focused field's description kept from changing (issue 54, point 3): the result line describes it only while it says what it said when the focus came, so Orca says each message once, in the live region (about 60 B)",
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "the provider's context names the UI's language code `language` (was `locale`), a property name the minifier keeps (issue 59, point 1: one word per concept; 1 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (135 B)",
      "the focus on the field that is wrong (issue 63, point 2: a form library's ref and error on the failing field, in every step and country) and a key rendering its own field before the rest (issue 60, point 2: INP at CPU ×6): together with the rule above, measured on merging (about 0.35 kB in AddressFields, 0.6 kB in AddressEntry)",
    ],
  },
  {
    name: 'a shop in Dutch: AddressFields with the Dutch texts',
    from: 'react-address-entry',
    imports: [...APP, 'AddressFields'],
    alsoFrom: { from: 'react-address-entry/locales', imports: ['nl'] },
    budget: 19_348,
    paidFor: [
      'everything AddressFields pays for (the scenario above)',
      'the Dutch texts of every component, one import from react-address-entry/locales (issue 38): what a language costs beside the built-in English',
      'what a screen-reader user hears (issue 42): a choice confirmed aloud with its status and postcode, the step it opens and the whole address with the city the form posts, outages that name the way on, and no step waiting on one that gave up',
      "a Belgian bis of letters written against its number read as a bis (1BO), a box word only when written apart (issue 38's formatAddress lines read back)",
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "the DHL pickup's place in AddressFields (issue 60, point 1): its state, and where its own code (react-address-entry/pickup) plugs in when a shop passes germanPickup={dhlPickup}; the pickup's fields, rules and texts are in no bundle without that import (about 0.3 kB, from the 2.4 kB every shop paid before)",
      "the DHL pickup's texts in Dutch, in the nl locale (issue 53)",
      "a focused field's description kept from changing (issue 54, point 3): the result line describes it only while it says what it said when the focus came, so Orca says each message once, in the live region (about 60 B)",
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (134 B)",
      "the focus on the field that is wrong (issue 63, point 2: a form library's ref and error on the failing field, in every step and country) and a key rendering its own field before the rest (issue 60, point 2: INP at CPU ×6): together with the rule above, measured on merging (about 0.35 kB in AddressFields, 0.6 kB in AddressEntry)",
    ],
  },
  {
    name: 'AddressEntry: three countries in one element (one language)',
    from: 'react-address-entry',
    imports: [...APP, 'AddressEntry'],
    budget: 25_548,
    paidFor: [
      'one provider context however a shop loads the package (issue 52, point 1): kept on globalThis under Symbol.for, so the ES module and CommonJS builds share it (17 B)',
      "every other country in its own format (issue 51; at most 1 kB over the 23,740 B measured before it, point 2: 1,000 B): the lazy boundary to the other countries' chunk, whose loader is Vite's (about 0.6 kB of the growth: the app's own, shared by every dynamic import it has), the country codes checked by Intl.DisplayNames, each country's texts carried to and from their fields, their status and address",
      'everything the two Dutch lookups and AddressFields pay for (their scenarios above): it composes them, with no second copy of their logic (the lookup by city and street, with its city picker, a chunk loaded when a shopper switches to it since issue 60)',
      'the three countries in one element (issue 38): the country field (a fill of a saved address resolved in any of the three), the Dutch way one click away with the texts kept, one value carried over a switch of country, one posted contract with the country, the confirmed address with its carrier-ready parts',
      "a country switch that waits for a browser's fill to write the fields after the country, so what it wrote is carried over (issue 38)",
      "one announcement per answer with news (issue 42): the steps' live regions keep their words until an answer says something new, and spaces around the text ask nothing",
      'what a screen-reader user hears (issue 42): a choice confirmed aloud with its status and postcode, the step it opens and the whole address with the city the form posts, outages that name the way on, and no step waiting on one that gave up',
      "a fill that switches the country keeps the focus in the element: the next country's first field takes it from the field the switch took away",
      "each country's texts kept across a switch (issue 51, point 6): Netherlands, Belgium and back gives the Dutch postcode and number back; a fill still carries over what it wrote",
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "the DHL pickup's place in AddressFields (issue 60, point 1): its state, and where its own code (react-address-entry/pickup) plugs in when a shop passes germanPickup={dhlPickup}; the pickup's fields, rules and texts are in no bundle without that import (about 0.3 kB, from the 2.4 kB every shop paid before)",
      "a focused field's description kept from changing (issue 54, point 3): the result line describes it only while it says what it said when the focus came, so Orca says each message once, in the live region (about 60 B)",
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "dutchWay 'exact' (issue 59, point 1), the former 'street' still read as it for one minor version, and the provider's context naming the language code `language` (was `locale`), a property name the minifier keeps (21 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (115 B)",
      "a country switch that carries only what fits (issue 62, point 3): the postcode and town held for the new country's fields, which take them only where the postcode fits, a browser's fill keeping its town, and the shop told of the switch once those fields have spoken (72 B)",
      "the focus on the field that is wrong (issue 63, point 2: a form library's ref and error on the failing field, in every step and country) and a key rendering its own field before the rest (issue 60, point 2: INP at CPU ×6): together with the rule above, measured on merging (about 0.35 kB in AddressFields, 0.6 kB in AddressEntry)",
      'a service country chosen by a key shows at once and its fields mount in a transition, rendered at once by a Tab or a submit before them (issue 60, point 2: the country key’s INP at CPU ×6 from 136 to about 80 ms; about 145 B)',
    ],
  },
  {
    name: 'AddressFields with the DHL pickup (germanPickup={dhlPickup})',
    from: 'react-address-entry',
    imports: [...APP, 'AddressFields'],
    alsoFrom: { from: 'react-address-entry/pickup', imports: ['dhlPickup'] },
    budget: 20_002,
    paidFor: [
      'everything AddressFields pays for (its scenario above)',
      'DHL Packstation and Postfiliale in the German address (issue 53), its own import since issue 60: the "Deliver to" radio group, the station number and Postnummer fields with their errors in words and the check-digit warning, a pickup read from a saved street line or a fill, posted in DHL\'s layout with the postal area\'s token, a whole pickup said once its fields are left',
      "the focus on the field that is wrong (issue 63, point 2: a form library's ref and error on the failing field, in every step and country) and a key rendering its own field before the rest (issue 60, point 2: INP at CPU ×6): together with the rule above, measured on merging (about 0.35 kB in AddressFields, 0.6 kB in AddressEntry)",
    ],
  },
  {
    name: 'AddressEntry with the DHL pickup (germanPickup={dhlPickup})',
    from: 'react-address-entry',
    imports: [...APP, 'AddressEntry'],
    alsoFrom: { from: 'react-address-entry/pickup', imports: ['dhlPickup'] },
    budget: 27_685,
    paidFor: [
      'everything AddressEntry pays for (its scenario above)',
      'DHL Packstation and Postfiliale in the German address (issue 53), its own import since issue 60: as in AddressFields with the DHL pickup',
      "the focus on the field that is wrong (issue 63, point 2: a form library's ref and error on the failing field, in every step and country) and a key rendering its own field before the rest (issue 60, point 2: INP at CPU ×6): together with the rule above, measured on merging (about 0.35 kB in AddressFields, 0.6 kB in AddressEntry)",
      'a service country chosen by a key shows at once and its fields mount in a transition, rendered at once by a Tab or a submit before them (issue 60, point 2: the country key’s INP at CPU ×6 from 136 to about 80 ms; about 145 B)',
    ],
  },
  {
    name: 'everything of the main entry',
    from: 'react-address-entry',
    imports: '*',
    budget: 26_871,
    paidFor: [
      'every other country in its own format (issue 51), as AddressEntry above',
      "each country's texts kept across a switch (issue 51, point 6), as AddressEntry above",
      'two more components (AddressFields, PostcodeAddressLookup) and all of the growth above',
      'one set of posted fields (the status as addressStatus from every component) and the reset with the form (issue 22)',
      'what the service confirmed posted as addressToken (names.token), and the confirmed Dutch address posted as the service spells it (issue 23)',
      'going on without the check keeps what each step held, chosen or only typed, as a budget refusal or an outage leaves it (issue 29)',
      'a saved address in every component (issue 30)',
      'the list seen whole (issue 31): the open list in the top layer (Popover API) at its field, below or above by the room the visual viewport leaves, following scroll, resize and the phone keyboard (0.6 kB; Floating UI for the same would be 6.6 kB)',
      'the path elements checked for dot segments in every encoding, and a 404 told apart by its exceptionId (issue 41)',
      "one contract in the types (issue 37): one posting rule in every family, the Dutch lookups' results built member by member with their internals kept out",
      'AddressEntry, useAddressEntry and isAddressEntryComplete (issue 38): the three countries in one element over the families above',
      "a country switch that waits for a browser's fill to write the fields after the country, so what it wrote is carried over (issue 38)",
      "one announcement per answer with news (issue 42): the steps' live regions keep their words until an answer says something new, and spaces around the text ask nothing",
      'what a screen-reader user hears (issue 42): a choice confirmed aloud with its status and postcode, the step it opens and the whole address with the city the form posts, outages that name the way on, and no step waiting on one that gave up',
      "a fill that switches the country keeps the focus in the element: the next country's first field takes it from the field the switch took away",
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "the DHL pickup's place in AddressFields (issue 60, point 1): its state, and where its own code (react-address-entry/pickup) plugs in when a shop passes germanPickup={dhlPickup}; the pickup's fields, rules and texts are in no bundle without that import (about 0.3 kB, from the 2.4 kB every shop paid before)",
      "a focused field's description kept from changing (issue 54, point 3): the result line describes it only while it says what it said when the focus came, so Orca says each message once, in the live region (about 60 B)",
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "dutchWay 'exact' (issue 59, point 1), the former 'street' still read as it for one minor version, and the provider's context naming the language code `language` (was `locale`), a property name the minifier keeps (21 B)",
      "each rule once (issue 59, point 2): the DHL pickup's rules, a service country's postcode form, the debounce default and the autofill tokens written once and shared by the form, checkAddress and verifyAddress; a combobox's fallbackAction (was wayOn), a property name the minifier keeps; a controlled selection reported on its first render (REPORT_FIRST_RENDER) (110 B)",
      "a country switch that carries only what fits (issue 62, point 3): the postcode and town held for the new country's fields, which take them only where the postcode fits, a browser's fill keeping its town, and the shop told of the switch once those fields have spoken (72 B)",
      "the focus on the field that is wrong (issue 63, point 2: a form library's ref and error on the failing field, in every step and country) and a key rendering its own field before the rest (issue 60, point 2: INP at CPU ×6): together with the rule above, measured on merging (about 0.35 kB in AddressFields, 0.6 kB in AddressEntry)",
      'a service country chosen by a key shows at once and its fields mount in a transition, rendered at once by a Tab or a submit before them (issue 60, point 2: the country key’s INP at CPU ×6 from 136 to about 80 ms; about 145 B)',
    ],
  },
  {
    name: 'verifyAddress on the shop’s server',
    from: 'react-address-entry/server',
    imports: ['verifyAddress'],
    budget: 6_363,
    paidFor: [
      'the posted fields read from FormData, URLSearchParams or a record, the token read and its MAC recomputed under every key (issue 23)',
      "names checked like the proxy's options, an undefined name read as the default; a token longer than any the proxy writes refused unread; the v2 token format; HMAC through node:crypto's one-shot hash, checked once against RFC 4231's vector (issue 41)",
      'carrier-ready parts (issue 38): the house-number MAC covers number, addition, bis and box (token v3), verifyAddress returns houseNumberParts, parts text read strictly',
      "the DHL pickup's two posted keys in the one table of names, postNumber and deliveryTo (issue 53): about 15 B",
      "a DHL pickup verified for its postal area (issue 53): the postal area's de-area token over postcode and city, the station's number and the Postnummer checked by their form, the invalid-pickup reason",
      'pickups opt in on the server too (issue 58, point 1): the germanPickup option checked, and a posted pickup pickup-not-accepted without it (84 B)',
      'each rule once (issue 59, point 2): a posted pickup read by the DHL rules the form and checkAddress share (station number, Postnummer, deliveryTo), instead of a pattern of its own (104 B)',
      "an address of a country outside the service handed back as entered (issue 62, point 1), its form checked as the form checks it: each country's required fields, postcode pattern and prefix, in a table of their own without the layouts and regions (1.8 kB), and the texts sanitized as a label writes them (2.6 kB)",
    ],
  },
  {
    name: 'the server proxy',
    from: 'react-address-entry/server',
    imports: ['createAddressProxy'],
    budget: 20_404,
    paidFor: [
      "an upstream in this process (issue 52): an object with `fetch` as `upstream` (the reference API), called with the request `fetch` would send, no key or secret needed, its options checked at creation, and the missing key's message saying how to run without the service",
      "the one contract's names know addressLine2 and region (issue 51): verifyAddress checks them too",
      'secret filtering in every encoding (its table of HTML references and Base64 at every alignment), answers streamed against the limit, options checked at creation with messages that say what to fix (issue 17)',
      'each path element checked with the client’s own rules from the operation table, and the element a slash-merging router took away put back (issue 22)',
      'signing what the service confirmed (signingKey, issue 23): the answer read for each address, street and validated house number, HMAC-SHA-256 through Web Crypto or node:crypto, the keys checked at creation',
      'budgets per client and per shop (limits, issue 29): options checked at creation, the in-process store with its bound on keys, 429 with Retry-After and the store-unavailable refusal',
      'a shared answer cache (cache, issue 29): Cache-Control read, the in-process store, the cached answer relayed and signed afresh',
      "trust that holds (issue 41): signed answers never kept past their token's life (no-cache, an ETag tagged by the signing key, 304 by the proxy's clock, the signed text kept while its tokens are young), cache hits on a budget of their own, the cache bounded by bytes, gateway error pages relayed with their status, dot segments refused, the failure message checked whole for the secret, tokens written into the service's text (v2) with the one-shot HMAC",
      'carrier-ready parts (issue 38): the house-number MAC covers number, addition, bis and box (token v3), verifyAddress returns houseNumberParts, parts text read strictly',
      "checkAddress (issue 39): the client and the one resolver in the proxy, so a server checks an address book or an API order on the proxy's own budgets, cache and signature (postal area, street and house number resolved as the browser's fill does)",
      "checks that cannot be turned against the shop (issue 50): each ok verified with verifyAddress under the proxy's keys before it is given, a check charged to its caller's budget, every parameter rule checked before the first request, a Dutch postcode compared with the street and city given, an addressToken from the upstream withheld, the time limit raced against a fetch that ignores its signal, no setting's value in a message",
      'a DHL pickup (issue 53): German postal areas with a postcode signed (de-area token), verifyAddress trusting a pickup, and checkAddress reading a Packstation or Postfiliale with one postal-area lookup',
      "a Dutch city named like a joining word (And, En, Of) kept in a 409's candidates, where it was taken for the word that joins the last one (about 12 B)",
      "the upstream setting masked in every form a failure quotes it in (host in any case or in Punycode, each character percent-encoded or not, with a scheme, userinfo or port, in any encoding) and onError's cause following the failure's causes and an AggregateError's errors (issue 58, point 8): about 0.5 kB",
      'a client key that is an IP address counted by its network in every budget (issue 58, point 2): the IPv4 and IPv6 reader, in the proxy since the budgets key by it, and checkAddress refusing a pickup without germanPickup (issue 58, point 1): about 0.7 kB',
      "each rule once (issue 59, point 2): checkAddress's and verifyAddress's pickups read by the DHL rules the form shares, and a German postcode by the client's own rule (65 B)",
      "verifyAddress's token check apart from the entered address of another country (issue 62), so the proxy's checkAddress carries no country's form (14 B)",
      "the proxy's path checks made cheaper for plain ASCII (issue 60, point 3: the proxy's added time), a rule the client shares (about 50 B)",
    ],
  },
];

/**
 * Each public component with a text that only its own code holds (its root class name, which minifying keeps), and the
 * components it renders itself. A scenario's bundle holds the text of no component it does not import or render.
 */
export const COMPONENT_MARKERS: Readonly<Record<string, { marker: RegExp; renders: readonly string[] }>> = {
  // The street and postal-area steps share the combobox's classes: AddressFields renders all three.
  HouseNumberCombobox: { marker: /\brae-combobox(?![\w-])/u, renders: [] },
  // The two Dutch lookups share their fieldset; the city picker is the exact lookup's own.
  ExactAddressLookup: {
    marker: /\brae-city-picker(?![\w-])/u,
    renders: ['CityPicker', 'DutchLookupTexts', 'DutchProvinces'],
  },
  PostcodeAddressLookup: { marker: /\brae-lookup__address(?![\w-])/u, renders: ['DutchLookupTexts'] },
  CityPicker: { marker: /\brae-city-picker(?![\w-])/u, renders: ['DutchProvinces'] },
  AddressFields: { marker: /\brae-address-fields(?![\w-])/u, renders: ['HouseNumberCombobox'] },
  // The three countries in one element: it composes both Dutch lookups and AddressFields; the lookup by city and
  // street (the exact one, with its city picker) is a chunk loaded when a shopper switches to it, never on first load.
  AddressEntry: {
    marker: /\brae-address-entry(?![\w-])/u,
    renders: ['PostcodeAddressLookup', 'AddressFields'],
  },
  // Not a component: the Dutch lookups' family of texts (in English, built in). A shop that uses no Dutch lookup does
  // not pay for them.
  DutchLookupTexts: { marker: /Which house number do you mean/u, renders: [] },
  // Not a component either: the twelve province suffixes that the city picker offers when a 409 names no candidates.
  // Dutch-only code that the client does not need (it parses the 409's own candidates), so no bundle without the
  // exact lookup holds it: the client's Dutch half (the 409 parser, the address's fields) is all the Dutch a
  // Belgian or German shop pays for.
  DutchProvinces: { marker: /Noord-Brabant/u, renders: [] },
  // Not a component either: the DHL pickup of react-address-entry/pickup (its choice's class, an English text of it).
  // Only a shop that imports dhlPickup has its code: AddressFields holds none of it. (The server's verifyAddress reads
  // a posted pickup, and a language pack holds the pickup's texts in its language: neither is the pickup's code.)
  dhlPickup: { marker: /\brae-delivery-choice(?![\w-])|A post office/u, renders: [] },
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
