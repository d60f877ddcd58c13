/** A set of row numbers (1 and up) in one bit each: a million rows take 125 kB. */
export class RowSet {
  #bits = new Uint8Array(1024);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  has(row: number): boolean {
    return ((this.#bits[row >> 3] ?? 0) & (1 << (row & 7))) !== 0;
  }

  /** Adds `row`; whether it was new. */
  add(row: number): boolean {
    if (this.has(row)) return false;
    const at = row >> 3;
    if (at >= this.#bits.length) {
      const grown = new Uint8Array(Math.max(this.#bits.length * 2, at + 1));
      grown.set(this.#bits);
      this.#bits = grown;
    }
    this.#bits[at] = (this.#bits[at] ?? 0) | (1 << (row & 7));
    this.#size += 1;
    return true;
  }
}
