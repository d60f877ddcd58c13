/** An answer larger than this is not relayed (1000 boxes are about 100 kB). */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const ignore = (): undefined => undefined;

/** Reads an answer's body as it streams, at most 2 MB (else `undefined`); rejects with `signal`'s reason once it aborts. */
export async function readBounded(
  reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>>,
  declaredLength: string | null,
  signal: AbortSignal,
): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  signal.throwIfAborted();
  if (!(Number(declaredLength) > MAX_ANSWER_BYTES)) {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_ANSWER_BYTES) break;
      chunks.push(value);
    }
    if (size <= MAX_ANSWER_BYTES)
      return chunks.length === 1 ? chunks[0] : new Uint8Array(await new Blob(chunks).arrayBuffer());
  }
  chunks.length = 0;
  await reader.cancel('The answer is larger than the proxy relays').catch(ignore);
  return undefined;
}
