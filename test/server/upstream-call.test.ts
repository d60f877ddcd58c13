import { describe, expect, it } from 'vitest';
import { callUpstream } from '../../src/server/upstream-call.ts';

const reads = (status: number): boolean => status !== 401;

/** An upstream that never answers, and takes no notice of its signal (a transport that ignores it). */
const deaf = () => new Promise<Response>(() => undefined);

/** A body that sends one chunk, then nothing more until it is cancelled. */
function stalledBody(seen: { cancelled: unknown }) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"a":'));
    },
    cancel(reason) {
      seen.cancelled = reason ?? 'cancelled';
    },
  });
}

describe('callUpstream', () => {
  it('gives the answer and its whole body, and lets go of the browser’s signal', async () => {
    const browser = new AbortController();
    let asked: AbortSignal | undefined;
    const outcome = await callUpstream(
      (_url, signal) => {
        asked = signal;
        return Promise.resolve(Response.json({ city: 'Haarlem' }));
      },
      'http://upstream.test/a',
      browser.signal,
      { timeoutMs: 1000, reads },
    );
    expect('answer' in outcome && new TextDecoder().decode(outcome.bytes)).toBe('{"city":"Haarlem"}');
    // A later abort of the browser's request reaches nothing of this call.
    browser.abort();
    expect(asked?.aborted).toBe(false);
  });

  it('stops waiting at the time limit, even for a transport that ignores its signal, and aborts that signal', async () => {
    let asked: AbortSignal | undefined;
    const outcome = await callUpstream(
      (_url, signal) => {
        asked = signal;
        return deaf();
      },
      'http://upstream.test/a',
      new AbortController().signal,
      { timeoutMs: 20, reads },
    );
    expect(outcome).toMatchObject({ stopped: 'timeout' });
    expect(asked?.aborted).toBe(true);
  });

  it('stops at the browser’s abort, named as such, and cancels a body being read', async () => {
    const browser = new AbortController();
    const seen = { cancelled: undefined as unknown };
    const pending = callUpstream(
      () => Promise.resolve(new Response(stalledBody(seen), { headers: { 'Content-Type': 'application/json' } })),
      'http://upstream.test/a',
      browser.signal,
      { timeoutMs: 10_000, reads },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    browser.abort(new Error('the shopper left'));
    await expect(pending).resolves.toMatchObject({ stopped: 'aborted' });
    expect(seen.cancelled).toBeDefined();
  });

  it('reads no body of a status it does not read, and cancels it', async () => {
    const seen = { cancelled: undefined as unknown };
    const outcome = await callUpstream(
      () => Promise.resolve(new Response(stalledBody(seen), { status: 401 })),
      'http://upstream.test/a',
      new AbortController().signal,
      { timeoutMs: 10_000, reads },
    );
    expect(outcome).toMatchObject({ answer: { status: 401 }, bytes: new Uint8Array() });
    expect(seen.cancelled).toBeDefined();
  });

  it('names an upstream that fails to answer unreachable', async () => {
    const cause = new TypeError('fetch failed');
    const outcome = await callUpstream(
      () => Promise.reject(cause),
      'http://upstream.test/a',
      new AbortController().signal,
      { timeoutMs: 10_000, reads },
    );
    expect(outcome).toEqual({ stopped: 'unreachable', cause });
  });
});
