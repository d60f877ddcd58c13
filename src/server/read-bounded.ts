/**
 * Reads an answer's body as it streams, keeping at most `maxBytes`: past that it cancels the body and answers
 * `'too-large'`, so an endless or decompressing answer (a gzip bomb, when `fetch` decodes it) never holds more
 * than the limit in memory. The bytes counted are the decoded ones the stream hands over. When `signal` aborts
 * (the time limit, the browser leaving), the body is cancelled too and the read rejects with the signal's reason,
 * also for a transport that does not tie its body to the signal.
 */
export async function readBounded(answer: Response, maxBytes: number, signal: AbortSignal): Promise<Uint8Array | 'too-large'> {
  if (answer.body === null) return new Uint8Array();
  const reader = answer.body.getReader();
  const cancel = (): void => {
    reader.cancel(signal.reason).catch(() => undefined);
  };
  signal.addEventListener('abort', cancel, { once: true });
  if (signal.aborted) cancel();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const tooLarge = async (): Promise<'too-large'> => {
    chunks.length = 0;
    await reader.cancel('The answer is larger than the proxy relays').catch(() => undefined);
    return 'too-large';
  };
  try {
    signal.throwIfAborted();
    // A declared length past the limit (of the encoded body: a decoded one is counted as it streams) ends it at once.
    if (Number(answer.headers.get('Content-Length')) > maxBytes) return await tooLarge();
    for (;;) {
      const { done, value } = await reader.read();
      // A cancelled stream ends as if complete: the signal tells the two apart.
      signal.throwIfAborted();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return await tooLarge();
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
