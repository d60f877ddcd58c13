/** How long a book row's tag is (see `RecordProof`). */
const TAG_BYTES = 16;

/**
 * For each row an earlier output proved a record for, its book row's tag and its status (a small number from 1):
 * kept in two typed arrays by row number, 17 bytes a row up to the highest row named (a million rows take 17 MB), to
 * be matched against the book in one read of it.
 */
export class RowTags {
  #tags = new Uint8Array(1024 * TAG_BYTES);
  #statuses = new Uint8Array(1024);
  #size = 0;

  /** How many rows have a tag. */
  get size(): number {
    return this.#size;
  }

  /** The status of `row`, or 0 when it has no tag. */
  statusOf(row: number): number {
    return Number.isSafeInteger(row) && row >= 1 ? (this.#statuses[row] ?? 0) : 0;
  }

  /** Whether `row` has a tag, and it is `tag`. */
  matches(row: number, tag: Uint8Array): boolean {
    if (this.statusOf(row) === 0 || tag.length !== TAG_BYTES) return false;
    const at = row * TAG_BYTES;
    return tag.every((byte, i) => this.#tags[at + i] === byte);
  }

  /** Gives `row` its tag and status (1 to 255); whether it had none. Throws a `RangeError` for a row number that is not one. */
  set(row: number, tag: Uint8Array, status: number): boolean {
    if (!Number.isSafeInteger(row) || row < 1)
      throw new RangeError(`RowTags: a row is a whole number from 1 on; got ${String(row)}.`);
    if (tag.length !== TAG_BYTES || !Number.isInteger(status) || status < 1 || status > 255)
      throw new RangeError('RowTags: a tag has 16 bytes and a status is 1 to 255.');
    if (this.statusOf(row) !== 0) return false;
    if (row >= this.#statuses.length) {
      const length = Math.max(this.#statuses.length * 2, row + 1);
      const statuses = new Uint8Array(length);
      statuses.set(this.#statuses);
      this.#statuses = statuses;
      const tags = new Uint8Array(length * TAG_BYTES);
      tags.set(this.#tags);
      this.#tags = tags;
    }
    this.#tags.set(tag, row * TAG_BYTES);
    this.#statuses[row] = status;
    this.#size += 1;
    return true;
  }
}
