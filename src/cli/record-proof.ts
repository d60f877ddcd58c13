import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a run's key is: 32 random bytes, for HMAC-SHA-256. */
export const KEY_BYTES = 32;

/** How much of each HMAC-SHA-256 a proof keeps: 16 bytes (128 bits), as NIST allows a truncated HMAC. */
const TAG_BYTES = 16;

/** A proof cell as the output writes it: the book row's tag and the record's, in lower-case hexadecimal. */
const PROOF = /^[0-9a-f]{64}$/u;

/** The labels each tag starts with, so that neither can be taken for the other (or for a tag of another use of the key). */
const BOOK_ROW = 'react-address-entry check 1: book row';
const RECORD = 'react-address-entry check 1: record';

/**
 * The first 16 bytes of HMAC-SHA-256 under `key` of a label and texts, each encoded with its length first (4 bytes,
 * big-endian, then UTF-8), so that no two lists of texts encode alike (`["a,b"]` is not `["a", "b"]`); `after` last.
 */
function tag(key: Buffer, label: string, texts: readonly string[], after?: Buffer): Buffer {
  const all = [label, ...texts];
  let length = after?.length ?? 0;
  for (const text of all) length += 4 + Buffer.byteLength(text, 'utf8');
  const bytes = Buffer.allocUnsafe(length);
  let at = 0;
  for (const text of all) {
    const written = bytes.write(text, at + 4, 'utf8');
    bytes.writeUInt32BE(written, at);
    at += 4 + written;
  }
  after?.copy(bytes, at);
  return createHmac('sha256', key).update(bytes).digest().subarray(0, TAG_BYTES);
}

/**
 * What proves that a run wrote a record of its output for a row of its book: HMAC-SHA-256 under the key the run keeps
 * beside its output (`<out>.key`). A record's `proof` cell holds two tags, in hexadecimal: the book row's, over its
 * number and its cells as the run read them, then the record's, over that tag and every cell of the record as written
 * (escaped, its `proof` cell empty). A resume checks the record's tag against the record (so no cell was changed,
 * and the row number is the one it was written with), then the book row's tag against the book's row of that number
 * as it reads now (so the record is for that very row).
 */
export class RecordProof {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new RangeError(`RecordProof: a key has ${KEY_BYTES} bytes; got ${key.length}.`);
    this.#key = key;
  }

  /** The tag of a book's row: over its number and its cells, as read (the header's width). */
  bookRowTag(row: number, cells: readonly string[]): Buffer {
    return tag(this.#key, BOOK_ROW, [String(row), String(cells.length), ...cells]);
  }

  /** The `proof` cell of a record written for the book's `row` of `cells`: `written` is the record as written, its proof cell empty. */
  proofOf(row: number, cells: readonly string[], written: readonly string[]): string {
    const bookRow = this.bookRowTag(row, cells);
    return `${bookRow.toString('hex')}${tag(this.#key, RECORD, [String(written.length), ...written], bookRow).toString('hex')}`;
  }

  /**
   * The book row's tag a record's `proof` holds, if its record tag holds for `written` (the record as read, its proof
   * cell empty); else `undefined` (a proof not of this form, another key, a cell changed).
   */
  bookRowTagOf(proof: string, written: readonly string[]): Buffer | undefined {
    if (!PROOF.test(proof)) return undefined;
    const bytes = Buffer.from(proof, 'hex');
    const bookRow = bytes.subarray(0, TAG_BYTES);
    return timingSafeEqual(
      tag(this.#key, RECORD, [String(written.length), ...written], bookRow),
      bytes.subarray(TAG_BYTES),
    )
      ? bookRow
      : undefined;
  }
}
