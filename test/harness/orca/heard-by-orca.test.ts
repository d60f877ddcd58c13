import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressLanguage } from '../../../src/locales.ts';
import { demoStack } from '../../support/engines/demo-stack.ts';
import { orcaVersion, startOrcaFirefox, type OrcaFirefox } from '../../support/orca/orca-firefox.ts';
import { keepOrcaTranscript, OrcaTranscript } from '../../support/orca/transcript.ts';

/*
 * What a real screen reader says: GNOME's Orca with Firefox ESR on the demo checkout's production build, driven by
 * keys (test/support/orca/). Each flow's key phrases are asserted; the whole transcript is kept as a reviewed
 * snapshot in __transcripts__/<flow>.<language>.txt, with the Orca version it was heard with in its first line (a
 * transcript of another version is not compared, the key phrases are). One Orca and one Firefox for the file: each
 * flow opens the page afresh from the address bar. The virtual screen reader's transcripts are in test/harness/heard/.
 */
const demo = demoStack({ key: 'orca-key', secret: 'orca-heard-secret' });

/** What Orca is to hear, by language: written out from src/i18n and the demo's own texts, never computed from them. */
interface Heard {
  country: string;
  belgium: string;
  germany: string;
  postcodeField: string;
  found: string;
  postalArea: string;
  chosenArea: string;
  /** The postal area's confirmation alone, before the composition's "Next: …" is added. */
  chosenAreaAlone: string;
  tooShort: string;
  searchingAreas: string;
  /** The house number's confirmation alone: for `3` while typing, for `36 bus 1` before the whole address. */
  typedThree: string;
  verifiedAlone: string;
  verified: string;
  fallbackAction: string;
  enterManually: string;
}

const HEARD: Partial<Record<AddressLanguage, Heard>> = {
  en: {
    country: 'Country combo box',
    belgium: 'Belgium',
    germany: 'Germany',
    postcodeField: 'Postcode entry',
    found: 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland',
    postalArea: 'Postcode or town editable combo box',
    chosenArea: '2610 Wilrijk: chosen. Next: Street.',
    chosenAreaAlone: '2610 Wilrijk: chosen.',
    tooShort: 'Too short: type more of the postcode or town.',
    searchingAreas: 'Searching postal areas…',
    typedThree: '3, postcode 2610: verified.',
    verifiedAlone: '36 bus 1, postcode 2610: verified.',
    verified: '36 bus 1, postcode 2610: verified. Address complete: Europalaan 36 bus 1, 2610 Antwerpen.',
    fallbackAction: 'The postcode search is unavailable. Choose “Enter the address without checking” to continue.',
    enterManually: 'Enter the address without checking push button',
  },
  nl: {
    country: 'Land combo box',
    belgium: 'België',
    germany: 'Duitsland',
    postcodeField: 'Postcode entry',
    found: 'Julianastraat 30, 2012 ES Haarlem, Noord-Holland',
    postalArea: 'Postcode of plaats editable combo box',
    chosenArea: '2610 Wilrijk: gekozen. Nu: Straat.',
    chosenAreaAlone: '2610 Wilrijk: gekozen.',
    tooShort: 'Te kort: typ meer van de postcode of plaats.',
    searchingAreas: 'Postcodes en plaatsen zoeken…',
    typedThree: '3, postcode 2610: gecontroleerd.',
    verifiedAlone: '36 bus 1, postcode 2610: gecontroleerd.',
    verified: '36 bus 1, postcode 2610: gecontroleerd. Adres compleet: Europalaan 36 bus 1, 2610 Antwerpen.',
    fallbackAction:
      'Het zoeken op postcode is niet beschikbaar. Kies “Adres invullen zonder controle” om door te gaan.',
    enterManually: 'Adres invullen zonder controle push button',
  },
};

let orca: OrcaFirefox | undefined;
let version = '';

beforeAll(async () => {
  version = await orcaVersion();
  orca = await startOrcaFirefox(`${demo.url}/?lang=en`);
});

afterAll(async () => {
  await orca?.close();
});

/**
 * Opens the page of `language` afresh (or the one whose service is down), goes to the name field with Tab, and starts
 * a transcript from there. That first Tab is left out: whether Orca says "main content" before the form depends on
 * where its focus was on the page before, not on this one.
 */
async function flow(language: AddressLanguage, { down = false } = {}): Promise<OrcaTranscript> {
  if (orca === undefined) throw new Error('Orca did not start');
  await orca.open(`${down ? demo.downUrl : demo.url}/?lang=${language}`);
  await orca.press('Tab');
  return new OrcaTranscript(orca);
}

const keep = (heard: OrcaTranscript, name: string, language: AddressLanguage) =>
  keepOrcaTranscript(
    heard,
    fileURLToPath(new URL(`__transcripts__/${name}.${language}.txt`, import.meta.url)),
    version,
  );

describe.each(['en', 'nl'] as const)('what Orca says in Firefox, in %s', (language) => {
  const words = HEARD[language];
  if (words === undefined) throw new Error(`no words for ${language}`);

  it('reads the country by its name as the arrow keys change it', async () => {
    const heard = await flow(language);
    await heard.press('Tab');
    await heard.press('Down', 2);
    await heard.press('Up');
    expect(heard.spoken).toContain(words.country);
    expect(heard.spoken).toContain(`${words.belgium}.`);
    expect(heard.spoken).toContain(`${words.germany}.`);
    await keep(heard, 'country', language);
  });

  it('finds a Dutch address by postcode and house number', async () => {
    const heard = await flow(language);
    await heard.press('Tab', 2);
    await heard.type('2012ES');
    await heard.press('Tab');
    // The number whole, and a pause: the lookup waits 750 ms after the last key, longer than a step's quiet.
    await heard.typeAtOnce('30', 1_500);
    expect(heard.spoken).toContain(words.postcodeField);
    expect(heard.spoken).toContain(words.found);
    await keep(heard, 'dutch-postcode', language);
  });

  it('enters a Belgian address by keys to the verified house number and the whole address', async () => {
    const heard = await flow(language);
    await heard.press('Tab');
    await heard.press('Down');
    await heard.press('Tab');
    await heard.type('Wilr');
    await heard.downTo('2610 Wilrijk');
    await heard.press('Return');
    await heard.press('Tab');
    await heard.type('Europa');
    await heard.downTo('Europalaan');
    await heard.press('Return');
    await heard.press('Tab');
    await heard.type('36 bus 1');
    await heard.downTo('36 bus 1');
    await heard.press('Return');
    expect(heard.spoken).toContain(words.postalArea);
    expect(heard.spoken).toContain(words.chosenArea);
    expect(heard.spoken).toContain(words.verified);
    // Each message once: a focused field's description no longer changes beside the live region that says the same.
    expect(heard.countOf(words.tooShort)).toBe(1);
    expect(heard.countOf(words.chosenArea)).toBe(1);
    expect(heard.countOf(words.chosenAreaAlone)).toBe(0);
    expect(heard.countOf(words.verified)).toBe(1);
    expect(heard.countOf(words.verifiedAlone)).toBe(0);
    // No step says its search aloud (the postal area's did, as its description changed; the street's and house number's not).
    expect(heard.countOf(words.searchingAreas)).toBe(0);
    // Nothing is confirmed while the number is typed: a typed text that equals an option is not "verified" aloud.
    expect(heard.countOf(words.typedThree)).toBe(0);
    await keep(heard, 'belgium-by-keys', language);
  });

  it('names the way on while the postcode search is down, and Tab reaches it', async () => {
    const heard = await flow(language, { down: true });
    await heard.press('Tab');
    await heard.press('Down');
    await heard.press('Tab');
    // Typed at once: one lookup fails. Typed a key at a time, each failure's message is said again or not, as Orca
    // takes it for a duplicate of the last live message or not (a matter of timing).
    await heard.typeAtOnce('2610');
    await heard.press('Tab');
    expect(heard.spoken).toContain(words.fallbackAction);
    expect(heard.countOf(words.fallbackAction)).toBe(1);
    expect(heard.spoken).toContain(words.enterManually);
    await keep(heard, 'outage', language);
  });
});
