import { describe, expect, it } from 'vitest';
import { afterCommit } from '../../src/query/after-commit.ts';

describe('afterCommit', () => {
  it('resolves only after the synchronous work that follows the call', async () => {
    const order: string[] = [];
    const waited = afterCommit().then(() => order.push('after'));
    order.push('synchronous work');
    expect(order).toEqual(['synchronous work']);
    await waited;
    expect(order).toEqual(['synchronous work', 'after']);
  });

  it('resolves before a timer: it costs a query no time', async () => {
    const order: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        order.push('timer');
        resolve();
      }, 0),
    );
    await afterCommit();
    order.push('after');
    await timer;
    expect(order).toEqual(['after', 'timer']);
  });
});
