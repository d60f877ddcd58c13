import { describe, expect, it } from 'vitest';
import { causeDescriber } from '../../src/server/describe-cause.ts';
import { secretDetector } from '../../src/server/secret-detector.ts';

const KEY = 'shop-key';
const SECRET = 'Sup3r-S3cret-Value';
const BASIC = btoa(`${KEY}:${SECRET}`);
const UPSTREAM = 'https://api.example/account-7';
const describeCause = causeDescriber(secretDetector(KEY, SECRET), [SECRET, BASIC], UPSTREAM);

describe('causeDescriber', () => {
  it('tells an error by its name and message, and nothing for what is not an error', () => {
    expect(describeCause(new TypeError('Failed to parse URL'))).toBe('TypeError: Failed to parse URL');
    expect(describeCause(new RangeError())).toBe('RangeError');
    for (const cause of ['down', 42, null, undefined, { message: 'down' }]) {
      expect(describeCause(cause)).toBeUndefined();
    }
  });

  it('follows the causes and an AggregateError’s errors, as Node’s fetch failures keep them', () => {
    const refused = new AggregateError(
      [new Error('connect ECONNREFUSED ::1:443'), new Error('connect ECONNREFUSED 127.0.0.1:443')],
      'connect failed',
    );
    const failed = new TypeError('fetch failed', { cause: refused });
    expect(describeCause(failed)).toBe(
      'TypeError: fetch failed (cause: AggregateError: connect failed (errors: Error: connect ECONNREFUSED ::1:443; Error: connect ECONNREFUSED 127.0.0.1:443))',
    );
    expect(describeCause(new Error('upstream failed', { cause: 'socket hang up' }))).toBe(
      'Error: upstream failed (cause: socket hang up)',
    );
  });

  it('ends at a cycle, and after eight errors', () => {
    const first = new Error('one');
    const second = new Error('two', { cause: first });
    first.cause = second;
    expect(describeCause(first)).toBe('Error: one (cause: Error: two)');
    let deep = new Error('e0');
    for (let i = 1; i < 20; i++) deep = new Error(`e${i}`, { cause: deep });
    expect(describeCause(deep)?.match(/Error: e\d+/gu)).toHaveLength(8);
  });

  it('writes the plain credentials as *** and the upstream, in any form, as <upstream>', () => {
    const cause = new Error(`401 from ${UPSTREAM}/nl/v1 with password ${SECRET} (Basic ${BASIC})`, {
      cause: new Error('getaddrinfo ENOTFOUND API.EXAMPLE'),
    });
    expect(describeCause(cause)).toBe(
      'Error: 401 from <upstream>/nl/v1 with password *** (Basic ***) (cause: Error: getaddrinfo ENOTFOUND <upstream>)',
    );
  });

  it('says a message held the credentials or the upstream in an encoding, instead of telling it', () => {
    const encoded = new Error(`echo ${encodeURIComponent(SECRET).replaceAll('-', '%2D')}`);
    expect(describeCause(encoded)).toBe('Error (its message held the credentials in an encoding)');
    expect(describeCause(new TypeError('lookup of api\\u002eexample failed'))).toBe(
      'TypeError (its message held the upstream URL in an encoding)',
    );
    // Only the message that held it goes; the rest is told.
    expect(describeCause(new Error('fetch failed', { cause: encoded }))).toBe(
      'Error: fetch failed (cause: Error (its message held the credentials in an encoding))',
    );
  });

  it('cuts the text at 1000 characters, after checking the whole', () => {
    const long = describeCause(new Error('x'.repeat(5000)));
    expect(long).toHaveLength(1000);
    const secretAcrossTheCut = new Error(`${'x'.repeat(990)}${encodeURIComponent(SECRET).replaceAll('-', '%2D')}`);
    expect(describeCause(secretAcrossTheCut)).toBe('Error (its message held the credentials in an encoding)');
  });

  it('still reports a failure whose name or message cannot be read, or is not a text', () => {
    const unreadable = new Error('x');
    Object.defineProperty(unreadable, 'message', {
      get() {
        throw new Error('no');
      },
    });
    expect(describeCause(unreadable)).toBe('Error (its message could not be read)');
    const odd = Object.assign(new Error(), { name: 7, message: { toString: () => 'object message' } });
    expect(describeCause(odd)).toBe('7: object message');
  });
});
