import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCityCandidates } from '../../src/address.ts';

const hengelo = ['Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst'];
const bergen = ['Bergen gem. Bergen (NH.)', 'Bergen gem. Bergen (L.)'];

describe('parseCityCandidates', () => {
  it.each([
    ['a plain comma list', 'Hengelo gem. Hengelo, Hengelo gem. Bronckhorst', hengelo],
    [
      'a sentence with a colon and a full stop',
      'City name is not unique: Hengelo gem. Hengelo, Hengelo gem. Bronckhorst.',
      hengelo,
    ],
    [
      'double-quoted items',
      'Multiple cities found, choose "Hengelo gem. Hengelo", "Hengelo gem. Bronckhorst"',
      hengelo,
    ],
    ['single-quoted items', "Choose one of 'Hengelo gem. Hengelo', 'Hengelo gem. Bronckhorst'.", hengelo],
    ['"or" before the last item', 'Please use Hengelo gem. Hengelo or Hengelo gem. Bronckhorst', hengelo],
    ['a comma and "or"', 'Use one of Hengelo gem. Hengelo, or Hengelo gem. Bronckhorst.', hengelo],
    ['extra spaces', 'City  not unique :   Hengelo   gem.  Hengelo ,  Hengelo gem.   Bronckhorst  .', hengelo],
    [
      'municipalities with a dotted suffix and a full stop',
      'Ambiguous city: Bergen gem. Bergen (NH.), Bergen gem. Bergen (L.).',
      bergen,
    ],
    ['"or" after a dotted suffix', 'Bergen gem. Bergen (NH.) or Bergen gem. Bergen (L.)', bergen],
    [
      'the reference API wording',
      'City name "Hengelo" is not unique, use one of: Hengelo gem. Hengelo, Hengelo gem. Bronckhorst.',
      hengelo,
    ],
    [
      'Dutch wording with "of"',
      'Plaatsnaam niet uniek, kies Hengelo gem. Hengelo of Hengelo gem. Bronckhorst',
      hengelo,
    ],
    ['typographic quotes', 'Not unique: “Hengelo gem. Hengelo”, “Hengelo gem. Bronckhorst”', hengelo],
    ['a newline-separated list', 'City not unique:\nHengelo gem. Hengelo\nHengelo gem. Bronckhorst\n', hengelo],
  ])('finds every candidate in %s', (_name, text, expected) => {
    expect(parseCityCandidates(text)).toEqual(expected);
  });

  it("keeps the apostrophe of 's-Gravenhage and a multi-word municipality", () => {
    expect(parseCityCandidates("Choose: 's-Gravenhage gem. 's-Gravenhage, 's-Gravenhage gem. Berg en Dal.")).toEqual([
      "'s-Gravenhage gem. 's-Gravenhage",
      "'s-Gravenhage gem. Berg en Dal",
    ]);
  });

  it('narrows a run-in sentence to the requested city when only one item has the city', () => {
    expect(parseCityCandidates('Please use Den Haag gem. X', 'den haag')).toEqual(['Den Haag gem. X']);
  });

  it('takes a city named like a joining word for a name at the start of an item (fast-check found "And")', () => {
    expect(parseCityCandidates('And gem. Aaa-Aaa, And gem. Aaa (NH.)', 'And')).toEqual([
      'And gem. Aaa-Aaa',
      'And gem. Aaa (NH.)',
    ]);
    expect(parseCityCandidates('En gem. X or En gem. Y', 'En')).toEqual(['En gem. X', 'En gem. Y']);
    // A joining word before a name is still one (fast-check found "or Den").
    expect(parseCityCandidates(' or Den gem. Den (NH.).', 'Den')).toEqual(['Den gem. Den (NH.)']);
  });

  it('returns an empty list for text without candidates', () => {
    expect(parseCityCandidates('City name is not unique.')).toEqual([]);
    expect(parseCityCandidates('')).toEqual([]);
  });

  it('finds arbitrary candidate lists in arbitrary wordings', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' '));
    const municipality = fc.oneof(
      name,
      name.map((n) => `${n} (NH.)`),
      name.map((n) => `${n}-${n}`),
    );
    const wording = fc.constantFrom(
      (items: string[]) => items.join(', '),
      (items: string[]) => `City not unique: ${items.join(', ')}.`,
      (items: string[]) => `Use one of ${items.map((i) => `"${i}"`).join(', ')}`,
      (items: string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}.`,
      (items: string[]) => `Kies: ${items.join(' ; ')}`,
    );
    fc.assert(
      fc.property(
        name,
        fc.uniqueArray(municipality, { minLength: 2, maxLength: 5 }),
        wording,
        (city, municipalities, write) => {
          const items = municipalities.map((m) => `${city} gem. ${m}`);
          expect(parseCityCandidates(write(items), city)).toEqual(items);
        },
      ),
    );
  });
});
