import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEY_BYTES, RecordProof } from '../../src/cli/record-proof.ts';

const key = (byte: number): Buffer => Buffer.alloc(KEY_BYTES, byte);
const cells = fc.array(fc.string({ maxLength: 4 }), { maxLength: 4 });

describe('RecordProof', () => {
  it('gives back the book row’s tag of a record as written, and nothing for any other record, row or key (property)', () => {
    const proof = new RecordProof(key(1));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), cells, cells, cells, (row, book, written, other) => {
        const record = [String(row), ...written, ''];
        const cell = proof.proofOf(row, book, record);
        expect(cell).toMatch(/^[0-9a-f]{64}$/u);
        expect(proof.bookRowTagOf(cell, record)).toEqual(proof.bookRowTag(row, book));
        const changed = [String(row), ...other, ''];
        if (other.length !== written.length || other.some((text, i) => text !== written[i]))
          expect(proof.bookRowTagOf(cell, changed)).toBeUndefined();
        expect(new RecordProof(key(2)).bookRowTagOf(cell, record)).toBeUndefined();
        expect(proof.bookRowTag(row + 1, book).equals(proof.bookRowTag(row, book))).toBe(false);
      }),
    );
  });

  it('tells lists of texts apart however they would join', () => {
    const proof = new RecordProof(key(1));
    const tags = [[], [''], ['', ''], ['a,b'], ['a', 'b'], ['ab'], ['a', 'b', ''], ['1'], ['\u0000']].map((book) =>
      proof.bookRowTag(1, book).toString('hex'),
    );
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('takes no proof cell but 64 lower-case hexadecimal digits, and no key but of 32 bytes', () => {
    const proof = new RecordProof(key(1));
    const cell = proof.proofOf(1, ['a'], ['1', 'x', '']);
    for (const wrong of [cell.toUpperCase(), cell.slice(1), `${cell}0`, ` ${cell}`, ''])
      expect(proof.bookRowTagOf(wrong, ['1', 'x', ''])).toBeUndefined();
    expect(() => new RecordProof(Buffer.alloc(16))).toThrow(RangeError);
  });
});
