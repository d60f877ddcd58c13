import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellOf,
  checkedCells,
  checkedRecords,
  FAILURE_REASONS,
  outputHeader,
  postedFieldsOf,
  withoutProof,
  type WrittenAddress,
} from '../../src/cli/checked-output.ts';
import { KEY_BYTES, RecordProof } from '../../src/cli/record-proof.ts';

const CHECKED = [
  'row',
  'status',
  'country',
  'postcode',
  'city',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'number',
  'addition',
  'bis',
  'box',
  'deliveryTo',
  'postNumber',
  'token',
  'candidates',
  'proof',
];
const europalaan: WrittenAddress = {
  country: 'BE',
  postcode: '2610',
  city: 'Antwerpen',
  street: 'Europalaan',
  houseNumber: '36 bus 1',
  houseNumberParts: { number: 36, box: '1' },
};
const julianastraat: WrittenAddress = {
  country: 'NL',
  postcode: '2012ES',
  city: 'Haarlem',
  street: 'Julianastraat',
  houseNumber: '30',
  houseNumberAddition: '',
  houseNumberParts: { number: 30 },
};
const packstation: WrittenAddress = {
  country: 'DE',
  postcode: '10117',
  city: 'Berlin',
  street: 'Packstation',
  houseNumber: '123',
  houseNumberParts: { number: 123 },
  pickup: { kind: 'packstation', number: 123, postNumber: '12345678' },
};
const proof = new RecordProof(Buffer.alloc(KEY_BYTES, 7));

describe('the output’s columns', () => {
  it('are the check’s, then the book’s own under input.', () => {
    expect(outputHeader(['name', 'street'])).toEqual([...CHECKED, 'input.name', 'input.street']);
    expect(outputHeader([])).toEqual(CHECKED);
  });

  it('name every reason a row is not ok, in the summary’s order', () => {
    expect(FAILURE_REASONS).toEqual([
      'not-found',
      'ambiguous',
      'incomplete',
      'invalid-input',
      'unavailable',
      'over-budget',
    ]);
  });
});

describe('checkedCells', () => {
  it('writes an ok row’s address, its parts and its token, one cell a column', () => {
    const cells = checkedCells(4, { ok: true, address: europalaan, token: 'tok' });
    expect(cells).toHaveLength(CHECKED.length);
    expect(Object.fromEntries(CHECKED.map((column, i) => [column, cells[i]]))).toEqual({
      row: '4',
      status: 'ok',
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberAddition: '',
      number: '36',
      addition: '',
      bis: '',
      box: '1',
      deliveryTo: '',
      postNumber: '',
      token: 'tok',
      candidates: '',
      proof: '',
    });
    const pickup = checkedCells(5, { ok: true, address: packstation, token: 'tok' });
    expect([cellOf(pickup, 'deliveryTo'), cellOf(pickup, 'postNumber')]).toEqual(['packstation', '12345678']);
  });

  it('writes a row not ok with its reason and candidates only', () => {
    const cells = checkedCells(9, { ok: false, reason: 'incomplete', candidates: ['36 bus 1', '36 bus 2'] });
    expect(cells).toHaveLength(CHECKED.length);
    expect([cellOf(cells, 'row'), cellOf(cells, 'status'), cellOf(cells, 'candidates')]).toEqual([
      '9',
      'incomplete',
      '36 bus 1 | 36 bus 2',
    ]);
    expect(cells.filter((cell) => cell !== '')).toEqual(['9', 'incomplete', '36 bus 1 | 36 bus 2']);
    expect(checkedCells(9, { ok: false, reason: 'not-found' })).toHaveLength(CHECKED.length);
  });
});

describe('postedFieldsOf', () => {
  it('posts what a form posts for an ok record: its address, its parts as their text, its token', () => {
    expect(postedFieldsOf(checkedCells(4, { ok: true, address: europalaan, token: 'tok' }))).toEqual({
      country: 'BE',
      postcode: '2610',
      city: 'Antwerpen',
      street: 'Europalaan',
      houseNumber: '36 bus 1',
      houseNumberAddition: '',
      houseNumberParts: 'number=36&box=1',
      addressStatus: 'validated',
      addressToken: 'tok',
    });
  });

  it('posts a pickup’s kind and Postnummer, and nothing of the kind for a street address', () => {
    expect(postedFieldsOf(checkedCells(5, { ok: true, address: packstation, token: 't' }))).toMatchObject({
      deliveryTo: 'packstation',
      postNumber: '12345678',
    });
    expect(postedFieldsOf(checkedCells(6, { ok: true, address: julianastraat, token: 't' }))).not.toHaveProperty(
      'deliveryTo',
    );
  });

  it.each(['036', '+36', '36.0', '', '0'])(
    'posts no parts for a number not written as the output writes it (%j)',
    (number) => {
      const record = checkedCells(4, { ok: true, address: europalaan, token: 'tok' });
      record[CHECKED.indexOf('number')] = number;
      expect(postedFieldsOf(record).houseNumberParts).toBe('');
    },
  );
});

describe('checkedRecords', () => {
  it('escapes every cell for spreadsheets, and proves the record for the book’s row', () => {
    const write = checkedRecords(proof, ',');
    const book = ['=SUM(A1)', 'Europalaan 36 bus 1'];
    const record = write(4, { ok: true, address: europalaan, token: 'tok' }, book);
    expect(record.slice(CHECKED.length)).toEqual(["'=SUM(A1)", 'Europalaan 36 bus 1']);
    expect(proof.bookRowTagOf(cellOf(record, 'proof'), withoutProof(record))).toEqual(proof.bookRowTag(4, book));
  });

  it('leaves no record whose proof holds once a cell is changed (property)', () => {
    const write = checkedRecords(proof, ';');
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 3 }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 3 }),
        (book, at, extra) => {
          const record = write(2, { ok: false, reason: 'not-found' }, book);
          const changed = [...record];
          const place = at % record.length;
          if (place === CHECKED.indexOf('proof')) return;
          changed[place] = `${changed[place] ?? ''}${extra}`;
          expect(proof.bookRowTagOf(cellOf(changed, 'proof'), withoutProof(changed))).toBeUndefined();
        },
      ),
    );
  });
});

describe('withoutProof and cellOf', () => {
  it('empty only the proof cell, and read a cell by its column', () => {
    const record = checkedCells(3, { ok: true, address: julianastraat, token: 'tok' });
    record[CHECKED.indexOf('proof')] = 'abc';
    expect(withoutProof(record)).toEqual([...record.slice(0, -1), '']);
    expect(cellOf(record, 'street')).toBe('Julianastraat');
    expect(cellOf([], 'token')).toBe('');
  });
});
