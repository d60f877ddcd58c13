import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyAddress } from '../../../src/server/index.ts';
import { createReferenceAddressApi } from '../../../src/testing/index.ts';
import { serveFetchHandler, type LoopbackServer } from '../../support/http-server.ts';
import { nextEnv } from './packed-example.ts';
import type { StartedGroup } from '../../support/process-group.ts';
import { nextStart } from './next-server.ts';
import { shopBrowser, type ShopPage, type ShopRecord } from './shop-browser.ts';

/*
 * The example Next.js shop (examples/next-shop), installed from the packed package and built by the project's global
 * setup, under `next start`, its proxy calling the reference API over loopback HTTP with the run's credentials.
 * Chromium drives the checkout's one `AddressEntry` with the keyboard, the country chosen in its `<select>`: the
 * Dutch postcode lookup and the city-and-street lookup behind its switch, the Belgian and German chains from a
 * postcode and from a whole municipality or city (through Next's slash-merging router), a drill-down, a reset, a
 * forged submit; the address book and the orders API, both checked on the server with the proxy's `checkAddress`; and
 * last an outage mid-session.
 */
const shop = inject('nextShop');
const secrets = inject('nextShopSecrets');
let reference: LoopbackServer;
let next: StartedGroup;
let browser: Browser;
let record: ShopRecord;
let open: (path: string) => Promise<ShopPage>;
let current: ShopPage | undefined;

beforeAll(async () => {
  reference = await serveFetchHandler(
    createReferenceAddressApi({ credentials: { key: secrets.key, secret: secrets.secret } }).fetch,
  );
  next = await nextStart(
    shop,
    nextEnv({
      ADDRESS_API_URL: reference.url,
      ADDRESS_API_KEY: secrets.key,
      ADDRESS_API_SECRET: secrets.secret,
      ADDRESS_SIGNING_KEY: secrets.signingKey,
    }),
  );
  const started = await shopBrowser();
  ({ browser, record } = started);
  open = async (path) => {
    current = await started.open(`${next.url}${path}`);
    return current;
  };
}, 120_000);

afterEach(async () => {
  await current?.close();
  current = undefined;
});

afterAll(async () => {
  await browser.close();
  await next.stop();
  await reference.close();
});

/** The address answers since `from` (an index into `record.addressAnswers`). */
const answersSince = (from: number) => record.addressAnswers.slice(from);

describe('the Next.js shop: Dutch addresses', () => {
  it('finds a postcode and number, places the order verified by the server action, and starts the form afresh', async () => {
    const shopper = await open('/');
    const from = record.addressAnswers.length;
    await shopper.dutchAddress('Anna de Vries', '2012 es', '30');
    await expect.poll(() => shopper.status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem');
    expect(await shopper.posted('addressToken')).toMatch(/^v3\.n\./u);
    await shopper.page.keyboard.press('Enter');
    const order = shopper.order();
    await expect
      .poll(() => order.textContent())
      .toMatch(/Order placed.*Address verified by the server.*Julianastraat 30.*2012 ES {2}HAARLEM/su);
    expect(answersSince(from)).toEqual(['200 /api/address/nl/v1/addresses/postcode/2012ES/30']);
    // The placed order reset the form: every field and every posted address field is empty again.
    await expect.poll(() => shopper.page.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('');
    expect(await shopper.page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    expect(await shopper.posted('addressToken')).toBe('');
  });

  it('shows a saved address the server component prefetched, with no request from the browser, and the order verifies', async () => {
    const from = record.addressAnswers.length;
    const shopper = await open('/?postcode=2012ES&houseNumber=30');
    await expect.poll(() => shopper.status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem');
    await shopper.tabTo('Full name');
    await shopper.type('Bram Jansen');
    await shopper.page.keyboard.press('Enter');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*Julianastraat 30/su);
    // The lookup came from the hydrated cache, signed by the proxy on the server.
    expect(answersSince(from)).toEqual([]);
  });

  it('looks an address up by city and street, one key press on the switch away, and the order verifies', async () => {
    const shopper = await open('/');
    await shopper.nameAndCountry('Sanne Visser', 'Netherlands');
    await shopper.tabTo('Look up by city and street');
    await shopper.page.keyboard.press('Enter');
    // The switch stays where it was, now back to the postcode: the city and street fields lie before it.
    await expect.poll(shopper.focusedName).toBe('Look up by postcode');
    await shopper.tabTo('City', 'Shift+Tab');
    await shopper.type('Haarlem');
    await shopper.tabTo('Street');
    await shopper.type('Julianastraat');
    await shopper.tabTo('House number');
    await shopper.type('30');
    await shopper.page.keyboard.press('Tab');
    await expect.poll(() => shopper.status().textContent()).toContain('Julianastraat 30, 2012 ES Haarlem');
    expect(await shopper.posted('addressToken')).toMatch(/^v3\.n\./u);
    await shopper.page.keyboard.press('Enter');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*Julianastraat 30.*2012 ES {2}HAARLEM/su);
  });

  it('switches to the city and street lookup with one key press, keeping the address', async () => {
    const shopper = await open('/');
    await shopper.dutchAddress('Cor de Wit', '7514 BP', '129', 'A');
    await expect.poll(() => shopper.status().textContent()).toContain('Lasondersingel 129 A, 7514 BP Enschede');
    await shopper.tabTo('Look up by city and street');
    await shopper.page.keyboard.press('Enter');
    const textbox = (name: string) => shopper.page.getByRole('textbox', { name, exact: true });
    await expect.poll(() => textbox('City').inputValue()).toBe('Enschede');
    expect([
      await textbox('Street').inputValue(),
      await textbox('House number').inputValue(),
      await textbox('Addition').inputValue(),
    ]).toEqual(['Lasondersingel', '129', 'A']);
    await expect.poll(() => shopper.status().textContent()).toContain('Lasondersingel 129 A, 7514 BP Enschede');
    await shopper.tabTo('Place order');
    await shopper.page.keyboard.press('Enter');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*Lasondersingel 129 A/su);
  });

  it('refuses a forged submit in the server action, and says why: a posted field changed after the proxy signed it', async () => {
    const shopper = await open('/');
    await shopper.dutchAddress('Eva Smit', '2012ES', '30');
    await expect.poll(() => shopper.status().textContent()).toContain('Julianastraat 30');
    // What a forger does with the page: the street changed in what the form posts, token and status left as they are.
    await shopper.page.getByRole('form', { name: 'Shipping address' }).evaluate((form: HTMLFormElement) => {
      form.addEventListener('formdata', (event) => event.formData.set('street', 'Kerkstraat'));
    });
    await shopper.page.keyboard.press('Enter');
    const order = shopper.order();
    await expect
      .poll(() => order.textContent())
      .toMatch(/Order not placed.*the posted address is not the one the address service confirmed/su);
    expect(await order.getAttribute('data-reason')).toBe('tampered');
    // Refused: the form keeps what was entered.
    expect(await shopper.page.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('2012 ES');
  });
});

describe('the Next.js shop: Belgian and German addresses, the country chosen in the element', () => {
  /** Name and country, then postal area, street and house number, each step reached with Tab. */
  async function enterAddressFields(
    shopper: ShopPage,
    country: 'Belgium' | 'Germany',
    steps: [label: string, text: string, option: string][],
  ) {
    await shopper.nameAndCountry('Anna Peeters', country);
    // The shop ships with DHL: a German address starts with where it goes, a street address chosen.
    if (country === 'Germany') {
      await shopper.page.keyboard.press('Tab');
      await expect.poll(shopper.focusedName).toBe('An address');
    }
    for (const [label, text, option] of steps) {
      await shopper.page.keyboard.press('Tab');
      await expect.poll(shopper.focusedName).toBe(label);
      await shopper.choose(text, option);
    }
    // Enter on the last option chose it and submitted nothing; Enter with the list closed is the form's.
    expect(await shopper.order().count()).toBe(0);
    await shopper.page.keyboard.press('Enter');
    return shopper.order();
  }

  it('enters a Belgian address from a postcode, drilling an incomplete number down from "3" to "36 bus 1"', async () => {
    const shopper = await open('/');
    await shopper.nameAndCountry('Anna Peeters', 'Belgium');
    await shopper.chooseInTurn([
      ['2610', '2610 Wilrijk'],
      ['Europa', 'Europalaan, postcode 2610'],
      ['3', '36, needs a bis or box number'],
    ]);
    // Choosing the incomplete 36 puts it in the field and keeps the list open with its completions.
    await expect.poll(() => shopper.page.getByRole('combobox', { name: 'House number' }).inputValue()).toBe('36');
    // Not confirmed yet: the postal area's postcode as its field shows it, and no status.
    expect(await shopper.posted('postcode')).toBe('2610');
    expect(await shopper.posted('addressStatus')).toBe('');
    await shopper.choose('', '36 bus 1, verified');
    await expect.poll(() => shopper.posted('addressStatus')).toBe('validated');
    expect(await shopper.posted('postcode')).toBe('2610');
    await shopper.page.keyboard.press('Enter');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*Europalaan 36 bus 1.*2610 Antwerpen.*BELGIUM/su);
    // The placed order reset the form: the element is back at its start, in the Netherlands, with nothing to post.
    await expect.poll(() => shopper.country().inputValue()).toBe('NL');
    expect(await shopper.page.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('');
    for (const name of ['postcode', 'street', 'houseNumber', 'addressStatus', 'addressToken'])
      expect(await shopper.posted(name), name).toBe('');
  });

  it('enters a Belgian address from the whole municipality of Antwerpen, its empty path element through Next’s 308', async () => {
    const shopper = await open('/');
    const from = record.addressAnswers.length;
    const order = await enterAddressFields(shopper, 'Belgium', [
      ['Postcode or town', 'Antw', 'Antwerpen'],
      ['Street', 'Europ', 'Europalaan, postcode 2610'],
      ['House number', '12', '12, verified'],
    ]);
    await expect
      .poll(() => order.textContent())
      .toMatch(/Order placed.*Address verified by the server.*Europalaan 12.*2610 Antwerpen/su);
    // Next answered the street search's `//` with a 308 to the merged path, and the proxy put the element back.
    const answers = answersSince(from);
    expect(
      answers.filter((answer) => answer.startsWith('308 ') && answer.includes('/street/11002//')),
      answers.join(' '),
    ).not.toEqual([]);
    expect(
      answers.filter((answer) => answer.startsWith('200 ') && answer.includes('/street/11002/Europ')),
      answers.join(' '),
    ).not.toEqual([]);
  });

  it('enters a German address from a postcode, with the house number’s own postcode', async () => {
    const shopper = await open('/');
    const order = await enterAddressFields(shopper, 'Germany', [
      ['Postcode or town', '01219', '01219 Strehlen'],
      ['Street', 'Eugen', 'Eugen-Bracht-Str., postcode 01219'],
      ['House number', '36', '36-2, verified, postcode 01217'],
    ]);
    await expect
      .poll(() => order.textContent())
      .toMatch(/Order placed.*Address verified by the server.*Eugen-Bracht-Str\. 36-2.*01217 Dresden.*GERMANY/su);
  });

  it('enters a German address from the whole city of Köln: Severinstr. 205 posts its own 50678', async () => {
    const shopper = await open('/');
    const from = record.addressAnswers.length;
    const order = await enterAddressFields(shopper, 'Germany', [
      ['Postcode or town', 'Köln', 'Köln'],
      ['Street', 'Sever', 'Severinstr., postcode 50676'],
      ['House number', '205', '205, verified, postcode 50678'],
    ]);
    await expect
      .poll(() => order.textContent())
      .toMatch(/Order placed.*Address verified by the server.*Severinstr\. 205.*50678 Köln/su);
    expect(answersSince(from).filter((answer) => answer.includes('/street/5315000//'))).not.toEqual([]);
  });

  it('sends a German order to a DHL Packstation by keys: the server verifies it and labels it in DHL’s layout', async () => {
    const shopper = await open('/');
    await shopper.nameAndCountry('Jonas Weber', 'Germany');
    await shopper.page.keyboard.press('Tab');
    await expect.poll(shopper.focusedName).toBe('An address');
    await shopper.page.keyboard.press('ArrowRight');
    await expect.poll(shopper.focusedName).toBe('A Packstation');
    await shopper.page.keyboard.press('Tab');
    await expect.poll(shopper.focusedName).toBe('Postcode or town');
    await shopper.choose('10117', '10117 Mitte');
    await shopper.page.keyboard.press('Tab');
    await expect.poll(shopper.focusedName).toBe('Packstation number');
    await shopper.page.keyboard.type('123');
    await shopper.page.keyboard.press('Tab');
    await expect.poll(shopper.focusedName).toBe('Postnummer');
    await shopper.page.keyboard.type('12345678');
    await expect.poll(() => shopper.posted('addressToken')).toMatch(/^v3\.a\./u);
    await shopper.page.keyboard.press('Enter');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*12345678.*Packstation 123.*10117 Berlin.*GERMANY/su);
  });

  it('starts again: the reset button empties every field, every choice and what the form would post', async () => {
    const shopper = await open('/');
    await shopper.nameAndCountry('Dirk Maes', 'Belgium');
    await shopper.chooseInTurn([
      ['2610', '2610 Wilrijk'],
      ['Europa', 'Europalaan, postcode 2610'],
      ['12', '12, verified'],
    ]);
    await expect.poll(() => shopper.posted('addressToken')).toMatch(/^v3\.b\./u);
    await shopper.tabTo('Start again');
    await shopper.page.keyboard.press('Enter');
    await expect.poll(() => shopper.country().inputValue()).toBe('NL');
    expect(await shopper.page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    expect(await shopper.page.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('');
    // Back in Belgium, the steps start empty, with nothing chosen.
    await shopper.country().focus();
    await shopper.page.keyboard.press('ArrowDown');
    await expect.poll(() => shopper.page.getByRole('combobox', { name: 'Postcode or town' }).inputValue()).toBe('');
    for (const name of ['postcode', 'street', 'houseNumber', 'addressStatus', 'addressToken'])
      expect(await shopper.posted(name), name).toBe('');
    expect(await shopper.order().count()).toBe(0);
  });
});

describe('the Next.js shop: the proxy on the edge runtime', () => {
  it('answers a lookup signed with the same key, and a whole-municipality street search through Next’s 308', async () => {
    const shopper = await open('/');
    const from = record.addressAnswers.length;
    const answers = await shopper.page.evaluate(async () => {
      const lookup = await fetch('/api/address-edge/nl/v1/addresses/postcode/2012ES/30');
      const streets = await fetch('/api/address-edge/be/v1/autocomplete/street/11002//Europ');
      return {
        lookup: (await lookup.json()) as Record<string, unknown>,
        streets: (await streets.json()) as { streetName: string }[],
        redirected: streets.redirected,
      };
    });
    expect(answers.lookup).toMatchObject({ street: 'Julianastraat', postcode: '2012ES', city: 'Haarlem' });
    expect(answers.streets.map((street) => street.streetName)).toContain('Europalaan');
    expect(answers.redirected).toBe(true);
    expect(answersSince(from)).toEqual([
      '200 /api/address-edge/nl/v1/addresses/postcode/2012ES/30',
      '308 /api/address-edge/be/v1/autocomplete/street/11002//Europ',
      '200 /api/address-edge/be/v1/autocomplete/street/11002/Europ',
    ]);
    // The edge runtime read the same signing key from the environment: the server action's verifyAddress trusts it.
    const form = {
      country: 'NL',
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      houseNumber: '30',
      houseNumberAddition: '',
      addressStatus: 'validated',
      addressToken: String(answers.lookup['addressToken']),
    };
    expect(await verifyAddress(form, { signingKey: secrets.signingKey })).toMatchObject({ ok: true });
  });
});

describe('the Next.js shop: the address book, checked on the server with the proxy’s checkAddress', () => {
  it('ships to a complete saved address at once, verified, with no address request from the browser', async () => {
    const shopper = await open('/');
    const from = record.addressAnswers.length;
    await shopper.pickSaved('Home');
    const order = shopper.order();
    await expect
      .poll(() => order.textContent())
      .toMatch(/Order placed.*Address verified by the server.*Julianastraat 30.*2012 ES {2}HAARLEM/su);
    expect(await order.getAttribute('data-verified')).toBe('true');
    expect(answersSince(from)).toEqual([]);
  });

  it('ships to a German saved address with a misspelled city, verified as Köln', async () => {
    const shopper = await open('/');
    await shopper.pickSaved('Jonas in Cologne');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*Severinstr\. 205.*50678 Köln.*GERMANY/su);
  });

  it('opens a Belgian saved address without its box in the element, the boxes named; the box chosen, the order verifies', async () => {
    const shopper = await open('/');
    await shopper.pickSaved('Antwerp office');
    const boxes = Array.from({ length: 11 }, (_, i) => `36 bus ${String(i + 1)}`).join(', ');
    await expect
      .poll(() => shopper.bookNote().textContent())
      .toContain(`“Antwerp office” (Europalaan 36) needs its box number: ${boxes}, or 36 bus 12.`);
    expect(await shopper.order().count()).toBe(0);
    // The element holds the saved texts, looks them up again, and stops at the house number with its boxes listed.
    await expect.poll(() => shopper.country().inputValue()).toBe('BE');
    expect(await shopper.page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('Anna de Vries');
    await expect.poll(shopper.focusedName).toBe('House number');
    expect(await shopper.page.getByRole('combobox', { name: 'House number' }).inputValue()).toBe('36');
    await shopper.choose('', '36 bus 1, verified');
    await expect.poll(() => shopper.posted('addressStatus')).toBe('validated');
    await shopper.page.keyboard.press('Enter');
    await expect
      .poll(() => shopper.order().textContent())
      .toMatch(/Order placed.*Address verified by the server.*Europalaan 36 bus 1.*2610 Antwerpen.*BELGIUM/su);
    // The placed order starts the address book afresh: its note is gone.
    expect(await shopper.bookNote().count()).toBe(0);
  });

  it('names the two places of an ambiguous Dutch saved address, and the element’s city and street lookup offers them', async () => {
    const shopper = await open('/');
    await shopper.pickSaved('Grandma');
    await expect
      .poll(() => shopper.bookNote().textContent())
      .toContain(
        'There is a Kerkstraat 1 in more than one Hengelo: Hengelo (municipality of Bronckhorst) or Hengelo (municipality of Hengelo).',
      );
    await shopper.tabTo('Look up by city and street');
    await shopper.page.keyboard.press('Enter');
    await shopper.page.getByRole('button', { name: 'Hengelo, municipality of Bronckhorst' }).waitFor();
    expect(await shopper.order().count()).toBe(0);
  });
});

describe('the Next.js shop: the orders API (POST /api/orders), checked as the address book is', () => {
  const post = (body: string) =>
    fetch(`${next.url}/api/orders`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const postAddress = (address: Record<string, unknown>) =>
    post(JSON.stringify({ name: 'Marketplace order', address }));

  it('places an order with a street line as people write it: 201, the verified address and its parts', async () => {
    const answer = await postAddress({ country: 'be', postcode: 'B-2610', street: 'europalaan 36 bus 1' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      verified: true,
      address: {
        country: 'BE',
        postcode: '2610',
        city: 'Antwerpen',
        street: 'Europalaan',
        houseNumber: '36 bus 1',
        houseNumberParts: { number: 36, box: '1' },
      },
      lines: ['Europalaan 36 bus 1', '2610 Antwerpen', 'BELGIUM'],
    });
  });

  it('answers 422 with the reason and the candidates: a box missing, a city in two municipalities', async () => {
    const incomplete = await postAddress({ country: 'BE', postcode: '2610', street: 'Europalaan', houseNumber: '36' });
    expect(incomplete.status).toBe(422);
    expect(await incomplete.json()).toEqual({
      reason: 'incomplete',
      candidates: Array.from({ length: 12 }, (_, i) => `36 bus ${String(i + 1)}`),
    });
    const ambiguous = await postAddress({ country: 'NL', city: 'Hengelo', street: 'Kerkstraat', houseNumber: 1 });
    expect(ambiguous.status).toBe(422);
    expect(await ambiguous.json()).toEqual({
      reason: 'ambiguous',
      candidates: ['Hengelo gem. Bronckhorst', 'Hengelo gem. Hengelo'],
    });
  });

  it('answers 400 with a clear message for a body that is not the expected JSON', async () => {
    const notJson = await post('{ "address": ');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: expect.stringMatching(/^The body is not JSON/u) as unknown });
    const noAddress = await post(JSON.stringify({ name: 'A', street: 'Julianastraat 30' }));
    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toEqual({
      error: expect.stringMatching(/^`address` must be an object/u) as unknown,
    });
    const wrongType = await postAddress({ country: 'NL', postcode: '2012ES', houseNumber: true });
    expect(await wrongType.json()).toEqual({ error: '`address.houseNumber` must be a string or a number.' });
  });
});

describe('the Next.js shop: the service down mid-session', () => {
  // Last: it stops the reference API for the rest of the file.
  it('offers to go on without the check, and the server action places the order marked unverified', async () => {
    const shopper = await open('/');
    await shopper.dutchAddress('Joost Bakker', '2012 ES', '30');
    await expect.poll(() => shopper.status().textContent()).toContain('Julianastraat 30');
    await reference.close();
    await shopper.page.keyboard.press('Shift+Tab');
    await shopper.page.keyboard.press('End');
    await shopper.page.keyboard.press('Backspace');
    await shopper.type('2');
    await shopper.page.keyboard.press('Tab');
    await expect
      .poll(() => shopper.status().textContent(), { timeout: 10_000 })
      .toContain('The address check is unavailable');
    // Enter is the form's: the lookup's own validity stops it while nothing is confirmed.
    await shopper.page.keyboard.press('Enter');
    expect(await shopper.order().count()).toBe(0);
    await shopper.tabTo('Enter the address without checking');
    await shopper.page.keyboard.press('Enter');
    await expect.poll(shopper.focusedName).toBe('Street');
    await shopper.type('Julianastraat');
    await shopper.tabTo('City');
    await shopper.type('Haarlem');
    await shopper.page.keyboard.press('Enter');
    const order = shopper.order();
    await expect
      .poll(() => order.textContent())
      .toMatch(
        /Order placed.*Address not verified: we check it before it ships.*Julianastraat 32.*2012 ES {2}HAARLEM/su,
      );
    expect(await order.getAttribute('data-verified')).toBe('false');
    expect(await order.getAttribute('data-reason')).toBe('unverified');
  });

  it('never ships a saved address as verified: the address book says the check is unavailable, and the element has the texts', async () => {
    const shopper = await open('/');
    await shopper.pickSaved('Home');
    await expect
      .poll(() => shopper.bookNote().textContent())
      .toContain(
        'The address check is unavailable right now, so “Home” (Julianastraat 30) is not verified and nothing was ordered.',
      );
    expect(await shopper.order().count()).toBe(0);
    expect(await shopper.page.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('2012 es');
    await expect
      .poll(() => shopper.status().textContent(), { timeout: 10_000 })
      .toContain('The address check is unavailable');
  });

  it('answers an order posted to the API with 503 and the reason, never a verified order', async () => {
    const answer = await fetch(`${next.url}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        address: { country: 'DE', postcode: '50678', city: 'Koeln', street: 'Severinstrasse 205' },
      }),
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ reason: 'unavailable', candidates: [] });
  });
});

describe('what the browser got', () => {
  it('logged no console error or warning, hydration errors included', () => {
    expect(record.consoleErrors).toEqual([]);
  });

  it('never held the service’s secret or the signing key: not in an answer, a header or a file under .next/static', async () => {
    const forbidden = [
      secrets.secret,
      secrets.signingKey,
      Buffer.from(`${secrets.key}:${secrets.secret}`).toString('base64'),
    ];
    expect(record.traffic.length).toBeGreaterThan(50);
    const everything = record.traffic.join('\n');
    for (const secret of forbidden) expect(everything.includes(secret)).toBe(false);
    const staticDir = join(shop, '.next/static');
    const files = (await readdir(staticDir, { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = await readFile(join(file.parentPath, file.name), 'latin1');
      for (const secret of forbidden) expect(text.includes(secret), `${file.name} holds a secret`).toBe(false);
    }
    expect(everything).toContain('Julianastraat');
  });
});
