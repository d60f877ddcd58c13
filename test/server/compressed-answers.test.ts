import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAddressProxy, type ProxyErrorEvent } from '../../src/server/index.ts';
import { listenOnLoopback, type LoopbackServer } from '../support/http-server.ts';

/** Decoded size of each bomb: far past the 2 MB limit, yet a few hundred kilobytes on the wire. */
const DECODED_BYTES = 256 * 2 ** 20;
const compressors: Record<string, () => Transform> = {
  gzip: () => createGzip({ level: 9 }),
  deflate: () => createDeflate({ level: 9 }),
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
};
/** Whether the last bomb was cut off by the proxy hanging up, before its end. */
const last = { cutOff: false };
let upstream: LoopbackServer;

beforeAll(async () => {
  // Streams a bomb of JSON-looking spaces in the asked encoding; stops by itself at DECODED_BYTES, or when the
  // proxy hangs up.
  upstream = await listenOnLoopback((request, response) => {
    const encoding = new URL(request.url ?? '/', 'http://x').searchParams.get('encoding') ?? 'gzip';
    const compress = (compressors[encoding] ?? compressors['gzip'])?.();
    if (compress === undefined) return;
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
    compress.pipe(response);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    last.cutOff = false;
    const pump = (): void => {
      while (sent < DECODED_BYTES && !response.destroyed) {
        sent += chunk.length;
        if (!compress.write(chunk)) {
          compress.once('drain', pump);
          return;
        }
      }
      compress.end();
    };
    response.on('close', () => {
      last.cutOff = sent < DECODED_BYTES;
      compress.destroy();
    });
    pump();
  });
});
afterAll(() => upstream.close());

describe('createAddressProxy: compressed answers over HTTP', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'counts the decoded bytes of a %s bomb and hangs up past 2 MB',
    async (encoding) => {
      const onError = vi.fn<(event: ProxyErrorEvent) => void>();
      // `fetch` decodes the body; the proxy sees the decoded stream. The encoding rides on the upstream's query.
      const proxy = createAddressProxy({
        upstream: upstream.url,
        key: 'k',
        secret: 'bomb-secret-value',
        basePath: '/api',
        onError,
        fetch: (input, init) =>
          fetch(`${input instanceof Request ? input.url : input.toString()}?encoding=${encoding}`, init),
      });
      const response = await proxy(new Request('http://shop.test/api/nl/v1/addresses/exact/Haarlem/Julianastraat/30'));
      expect(response.status).toBe(502);
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'upstream-answer-withheld', reason: 'too-large' }),
      );
      // The proxy hung up before the end of the bomb.
      await vi.waitFor(() => expect(last.cutOff).toBe(true));
    },
  );
});
