/** An answer larger than this is not relayed: the service's answers are a few kilobytes (1000 boxes: ~100 kB). */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;
const ignore = (): undefined => undefined;

/**
 * Reads an answer's body as it streams, keeping at most 2 MB: past that (or past a declared `Content-Length` over
 * it, before reading) it cancels the body and answers `undefined`, so an endless or decompressing answer (a gzip
 * bomb, when `fetch` decodes it) never holds more than the limit in memory. The bytes counted are the decoded ones
 * the stream hands over. Once `signal` aborts, the read rejects with its reason (the caller cancels the body then:
 * a cancelled stream ends as if complete, and the signal tells the two apart).
 */
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
    // The common answer comes in one chunk: it is used as it is.
    if (size <= MAX_ANSWER_BYTES) return chunks.length === 1 ? chunks[0] : new Uint8Array(await new Blob(chunks).arrayBuffer());
  }
  chunks.length = 0;
  await reader.cancel('The answer is larger than the proxy relays').catch(ignore);
  return undefined;
}
