import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCityCandidates } from '../../src/address.ts';
import { quadraticParseCityCandidates } from './support/quadratic-city-candidates.ts';

const KB = 1024;

/** Hostile 409 texts of about `size` characters: long shared city tails, many markers, runs of delimiters. */
const hostileText = (size: number) =>
  fc.oneof(
    // A few items whose cities share one long run of words: the old parser compared the tails again for each word.
    fc
      .tuple(fc.integer({ min: 2, max: 4 }), fc.constantFrom('w', 'Hengelo', 'é'), fc.constantFrom(', ', ' or ', '\n'))
      .map(([items, word, join]) =>
        Array.from(
          { length: items },
          (_, i) => `${`${word} `.repeat(Math.ceil(size / items / (word.length + 1)))}gem. M${i}`,
        ).join(join),
      ),
    // One short unit of the grammar repeated: markers, joiners, quotes, sentence ends.
    fc
      .array(
        fc.constantFrom('gem.', 'gem. ', 'Hengelo ', 'or ', 'of ', ', ', ': ', '"', "'", "'s-", '. ', '(NH.)', 'x'),
        { minLength: 1, maxLength: 6 },
      )
      .map((unit) => unit.join(''))
      .map((unit) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)),
  );

describe('parseCityCandidates in linear time', () => {
  it('parses hostile texts up to 1 MB within a time bound per kilobyte', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 1024 }).chain((kb) => fc.tuple(fc.constant(kb), hostileText(kb * KB))),
        fc.option(fc.constantFrom('Hengelo', 'w', 'Den Haag'), { nil: undefined }),
        ([kb, text], requested) => {
          const started = performance.now();
          parseCityCandidates(text, requested);
          const elapsed = performance.now() - started;
          // About 0.7 ms per kB here at 1 MB; the bound leaves room for a loaded machine. The old parser took 180 ms per kB at 64 kB.
          expect(elapsed, `${kb} kB took ${elapsed.toFixed(0)} ms`).toBeLessThan(100 + 4 * kb);
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);

  it('finds what the old parser found in generated realistic wordings', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[A-Z][a-z]{2,9}$/u),
      fc.constantFrom('Den', 'Haag', "'s-Gravenhage", 'Sint-Oedenrode', 'Zoetermeer', 'Oost-Indië', 'Ærø'),
    );
    const name = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
    const municipality = fc.oneof(
      name,
      name.map((n) => `${n} (NH.)`),
      name.map((n) => `${n} (L.)`),
      name.map((n) => `${n}-${n}`),
    );
    const quote = fc.constantFrom(['', ''], ['"', '"'], ["'", "'"], ['“', '”'], ['«', '»']);
    const wording = fc.constantFrom(
      (items: string[]) => items.join(', '),
      (items: string[]) => `City name is not unique: ${items.join(', ')}.`,
      (items: string[]) =>
        `City name "${items[0]?.split(' gem. ')[0] ?? ''}" is not unique, use one of: ${items.join(', ')}.`,
      (items: string[]) => `Use one of ${items.join(', ')}`,
      (items: string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}.`,
      (items: string[]) => `Plaatsnaam niet uniek, kies ${items.slice(0, -1).join(', ')} of ${items.at(-1) ?? ''}`,
      (items: string[]) =>
        `Nom de ville ambigu ; choisissez ${items.slice(0, -1).join(' ; ')} ou ${items.at(-1) ?? ''} !`,
      (items: string[]) => `Mehrdeutig:\n${items.join('\n')}\n`,
      (items: string[]) => `Please use ${items.join(' and ')}?`,
    );
    fc.assert(
      fc.property(
        name,
        fc.uniqueArray(municipality, { minLength: 1, maxLength: 6 }),
        quote,
        wording,
        fc.constantFrom('same', 'lower', 'other', 'none'),
        fc.constantFrom(' ', '  '),
        (city, municipalities, [open, close], write, ask, space) => {
          const items = municipalities.map((m) => `${open}${city}${space}gem.${space}${m}${close}`);
          const text = write(items);
          const requested = { same: city, lower: city.toLowerCase(), other: 'Elders', none: undefined }[ask];
          expect(parseCityCandidates(text, requested)).toEqual(quadraticParseCityCandidates(text, requested));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
