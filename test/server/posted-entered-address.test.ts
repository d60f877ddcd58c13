import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryFormat, type CountryFormat } from '../../src/address/country-formats/country-format.ts';
import { FORMATS } from '../../src/address/country-formats/formats-data.ts';
import { formatAddress } from '../../src/address.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';

/*
 * Issue 62, point 1: an address of a country no service covers comes back from verifyAddress as entered, beside
 * `unverified`, checked on the server for its country's form as the form checks it; a post that does not fit is
 * refused with the reason, so a scripted post with the French postcode `7500` is not answered as a good one.
 */

const verify = (fields: Parameters<typeof verifyAddress>[0], names?: Record<string, string>) =>
  verifyAddress(fields, { signingKey: SIGNING_KEY, ...(names === undefined ? {} : { names }) });

const french = {
  country: 'FR',
  street: '12 rue de la Paix',
  addressLine2: '',
  postcode: '75002',
  city: 'Paris',
  region: '',
  addressStatus: 'unverified',
};

describe('verifyAddress: an address of a country outside the service', () => {
  it('hands back the address as entered beside unverified, for the order endpoint’s label', async () => {
    const result = await verify(french);
    expect(result).toEqual({
      ok: false,
      reason: 'unverified',
      entered: {
        country: 'FR',
        street: '12 rue de la Paix',
        addressLine2: '',
        postcode: '75002',
        city: 'Paris',
        region: '',
        status: 'unverified',
      },
    });
    if (result.ok || result.reason !== 'unverified' || result.entered === undefined) throw new Error('not entered');
    expect(formatAddress(result.entered, { from: 'NL' })).toBe('12 rue de la Paix\n75002 PARIS\nFRANCE');
  });

  it('reads FormData, URLSearchParams and a record alike, the country in any case, the fields under their names', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(french)) form.set(name, value);
    expect(await verify(form)).toMatchObject({ entered: { country: 'FR', city: 'Paris' } });
    expect(await verify(new URLSearchParams({ ...french, country: ' fr ' }))).toMatchObject({
      entered: { country: 'FR', postcode: '75002' },
    });
    const { postcode, country, ...rest } = french;
    expect(
      await verify({ ...rest, zip: postcode, shipTo: country }, { postcode: 'zip', country: 'shipTo' }),
    ).toMatchObject({ entered: { country: 'FR', postcode: '75002' } });
    // An address line the form never sends: left out as empty.
    const { addressLine2: _line2, region: _region, ...bare } = french;
    expect(await verify(bare)).toMatchObject({ entered: { addressLine2: '', region: '' } });
  });

  it('refuses a postcode not of the country’s form, whatever the form said', async () => {
    for (const postcode of ['7500', '2012 ES', '750021', 'Paris'])
      expect(await verify({ ...french, postcode })).toEqual({ ok: false, reason: 'invalid-postcode' });
    expect(await verify({ ...french, country: 'US', region: 'CA', postcode: 'K1A 0A9' })).toEqual({
      ok: false,
      reason: 'invalid-postcode',
    });
    // The prefix a country's layout writes may come with the postcode, as a shopper types it.
    expect(await verify({ ...french, country: 'CH', postcode: 'CH-8001', city: 'Zürich' })).toMatchObject({
      entered: { postcode: 'CH-8001' },
    });
  });

  it('refuses an address without a field its country requires as incomplete', async () => {
    expect(await verify({ ...french, city: '' })).toEqual({ ok: false, reason: 'incomplete' });
    expect(await verify({ ...french, street: ' \n ' })).toEqual({ ok: false, reason: 'incomplete' });
    expect(await verify({ ...french, country: 'US', city: 'Mountain View', postcode: '94043' })).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    // Japan requires its city or ward.
    expect(
      await verify({
        ...french,
        country: 'JP',
        street: '1-5-3 Yaesu',
        city: '',
        region: 'Tokyo',
        postcode: '100-8994',
      }),
    ).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('keeps the region as posted: the label writes a region of the country’s list in either script', async () => {
    const american = { ...french, country: 'US', street: '1600 Amphitheatre Pkwy', city: 'Mountain View' };
    expect(await verify({ ...american, region: 'CA', postcode: '94043' })).toMatchObject({ entered: { region: 'CA' } });
    const japanese = { ...french, country: 'JP', street: '1-5-3 Yaesu', city: 'Chuo-ku', postcode: '100-8994' };
    const result = await verify({ ...japanese, region: '東京都' });
    expect(result).toMatchObject({ entered: { region: '東京都' } });
    if (result.ok || result.reason !== 'unverified' || result.entered === undefined) throw new Error('not entered');
    expect(formatAddress(result.entered)).toBe('1-5-3 Yaesu\nChuo-ku, TOKYO 100-8994');
  });

  it('writes each text as a label does: no control character, white space folded', async () => {
    expect(await verify({ ...french, street: ' 12\u202E rue\nde  la Paix ', city: 'Paris\u0000' })).toMatchObject({
      entered: { street: '12 rue de la Paix', city: 'Paris' },
    });
  });

  it('checks the form whatever status the form posted, short of validated', async () => {
    for (const addressStatus of ['', 'unknown', 'Unverified'])
      expect(await verify({ ...french, addressStatus })).toMatchObject({
        reason: 'unverified',
        entered: { city: 'Paris' },
      });
    expect(await verify({ ...french, addressStatus: 'validated' })).toEqual({ ok: false, reason: 'no-token' });
  });

  it('hands back nothing for the service’s own countries (the fallback), no country, or a code no format knows', async () => {
    for (const country of ['NL', 'be', 'DE', '', 'ZZ', 'XX', 'France'])
      expect(await verify({ ...french, country })).toEqual({ ok: false, reason: 'unverified' });
  });
});

describe('verifyAddress: every country outside the service, as its form checks it (property)', () => {
  const countries = Object.keys(FORMATS).filter((code) => !['ZZ', 'NL', 'BE', 'DE'].includes(code));
  const format = (country: string): CountryFormat => {
    const read = countryFormat(FORMATS, country);
    if (read === undefined) throw new Error(country);
    return read;
  };
  const text = fc
    .array(fc.stringMatching(/^[A-Za-z0-9]{1,6}$/u), { minLength: 1, maxLength: 3 })
    .map((words) => words.join(' '));
  /** A complete address of the country: every field a text, the postcode its example, the region one of its list. */
  const complete = fc.constantFrom(...countries).chain((country) => {
    const { postcodeExample = '', regions } = format(country);
    return fc.record({
      country: fc.constant(country),
      street: text,
      addressLine2: text,
      city: text,
      postcode: fc.constant(postcodeExample),
      region: regions === undefined ? text : fc.constantFrom(...regions.map(({ code }) => code)),
      addressStatus: fc.constant('unverified'),
    });
  });

  it('gives every complete address back as entered, each field as posted', async () => {
    await fc.assert(
      fc.asyncProperty(complete, async ({ addressStatus: _status, ...address }) => {
        expect(await verify({ ...address, addressStatus: 'unverified' })).toEqual({
          ok: false,
          reason: 'unverified',
          entered: { ...address, status: 'unverified' },
        });
      }),
      { numRuns: 500 },
    );
  });

  it('refuses any required field left empty, and any postcode that does not fit', async () => {
    await fc.assert(
      fc.asyncProperty(complete, fc.nat(), fc.constantFrom('#', 'x', '0', ' 9'), async (address, n, junk) => {
        const { required, postcodePattern } = format(address.country);
        const field = required[n % required.length] ?? 'street';
        expect(await verify({ ...address, [field]: '' })).toEqual({ ok: false, reason: 'incomplete' });
        const postcode = `${address.postcode}${junk}`;
        if (postcodePattern !== undefined && !postcodePattern.test(postcode))
          expect(await verify({ ...address, postcode })).toEqual({ ok: false, reason: 'invalid-postcode' });
      }),
      { numRuns: 500 },
    );
  });
});
