import { describe, expect, it } from 'vitest';
import { readBounded } from '../../src/server/read-bounded.ts';

const LIMIT = 2 * 1024 * 1024;

/** A body of `chunks`, handed over one a read, that records how often it was read and whether it was cancelled. */
function body(chunks: Uint8Array<ArrayBuffer>[]) {
  const seen = { pulls: 0, cancelled: undefined as unknown };
  let next = 0;
  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        seen.pulls++;
        const chunk = chunks[next++];
        if (chunk === undefined) controller.close();
        else controller.enqueue(chunk);
      },
      cancel(reason) {
        seen.cancelled = reason;
      },
    },
    { highWaterMark: 0 },
  );
  return { reader: stream.getReader(), seen };
}

const bytes = (length: number, fill = 1) => new Uint8Array(length).fill(fill);
const read = (
  chunks: Uint8Array<ArrayBuffer>[],
  declared: string | null = null,
  signal = new AbortController().signal,
) => {
  const { reader, seen } = body(chunks);
  return { result: readBounded(reader, declared, signal), seen };
};

describe('readBounded', () => {
  it('joins the chunks of a body in order', async () => {
    const { result } = read([Uint8Array.of(1, 2), Uint8Array.of(3), Uint8Array.of(4, 5, 6)]);
    expect(await result).toEqual(Uint8Array.of(1, 2, 3, 4, 5, 6));
  });

  it('hands back a body of one chunk as it is, and an empty body as no bytes', async () => {
    const chunk = Uint8Array.of(7, 8, 9);
    expect(await read([chunk]).result).toBe(chunk);
    expect(await read([]).result).toEqual(new Uint8Array());
  });

  it('reads a body of exactly 2 MB, in however many chunks', async () => {
    expect((await read([bytes(LIMIT)]).result)?.byteLength).toBe(LIMIT);
    expect((await read([bytes(LIMIT / 2), bytes(LIMIT / 2)]).result)?.byteLength).toBe(LIMIT);
  });

  it('stops at the byte past 2 MB: cancels the body and answers undefined, reading no further', async () => {
    const { result, seen } = read([bytes(LIMIT), bytes(1), bytes(5)]);
    expect(await result).toBeUndefined();
    expect(seen.cancelled).toBe('The answer is larger than the proxy relays');
    expect(seen.pulls).toBe(2);
  });

  it('believes a declared length over 2 MB without reading a byte, and ignores one that is not a number', async () => {
    const declared = read([bytes(10)], String(LIMIT + 1));
    expect(await declared.result).toBeUndefined();
    expect(declared.seen.pulls).toBe(0);
    expect(declared.seen.cancelled).toBeDefined();
    expect((await read([bytes(10)], 'lots').result)?.byteLength).toBe(10);
    // A declared length is no promise: a body longer than it is still bounded by what streams in.
    expect(await read([bytes(LIMIT), bytes(1)], '10').result).toBeUndefined();
  });

  it('rejects with the signal’s reason once it aborts, before or during the read', async () => {
    const reason = new Error('stopped');
    const before = new AbortController();
    before.abort(reason);
    await expect(read([bytes(10)], null, before.signal).result).rejects.toBe(reason);

    const during = new AbortController();
    let next = 0;
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>(
      {
        pull(controller) {
          if (next++ === 1) during.abort(reason);
          controller.enqueue(bytes(10));
        },
      },
      { highWaterMark: 0 },
    );
    await expect(readBounded(stream.getReader(), null, during.signal)).rejects.toBe(reason);
  });
});
