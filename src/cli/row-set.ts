/** Whether `row` is a row number: a safe whole number from 1. */
const isRowNumber = (row: number): boolean => Number.isSafeInteger(row) && row >= 1;

/**
 * A set of row numbers (1 and up) in one bit each: a million rows take 125 kB. A number that is not a whole number
 * from 1 to `Number.MAX_SAFE_INTEGER` is never in it, and adding one throws: nothing is cut to 32 bits (4294967300
 * is not 4).
 */
export class RowSet {
  #bits = new Uint8Array(1024);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  has(row: number): boolean {
    if (!isRowNumber(row)) return false;
    return ((this.#bits[Math.floor(row / 8)] ?? 0) & (1 << (row % 8))) !== 0;
  }

  /** Adds `row`; whether it was new. Throws a `RangeError` for a number that is not a row number. */
  add(row: number): boolean {
    if (!isRowNumber(row)) throw new RangeError(`RowSet: a row is a whole number from 1 on; got ${String(row)}.`);
    if (this.has(row)) return false;
    const at = Math.floor(row / 8);
    if (at >= this.#bits.length) {
      const grown = new Uint8Array(Math.max(this.#bits.length * 2, at + 1));
      grown.set(this.#bits);
      this.#bits = grown;
    }
    this.#bits[at] = (this.#bits[at] ?? 0) | (1 << (row % 8));
    this.#size += 1;
    return true;
  }
}
