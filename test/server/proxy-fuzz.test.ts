import { describe, expect, it } from 'vitest';
import { fuzzProxy } from './support/proxy-fuzz.ts';

describe('createAddressProxy under fuzzing', () => {
  it('keeps its promises over 10 000 generated requests and 1 000 generated upstream answers', async () => {
    // Each case throws on a broken promise: an operation outside the allowlist upstream, the secret in the browser's
    // view in any of the generated encodings, a non-JSON or sniffable answer, or the handler throwing.
    const figures = await fuzzProxy({ requests: 10_000, answers: 1_000 });
    expect(figures.requests).toBe(10_000);
    expect(figures.answers).toBe(1_000);
    // The run says something only if many requests get past the checks and many answers are relayed.
    expect(figures.requestsReachingUpstream).toBeGreaterThan(2_000);
    expect(figures.answersRelayed).toBeGreaterThan(100);
    console.info(`proxy fuzz: ${JSON.stringify(figures)}`);
  }, 60_000);
});
