import { readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkBook, type CheckBookOptions } from '../../src/cli/check-book.ts';
import type { AddressCheckResult } from '../../src/resolve/address-check.ts';
import { proxyHarness } from '../support/proxy-harness.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, dutchBook, oneTo, readRows, rejectionOf, rowNumbers, writeBook } from './book-files.ts';

const notFound: AddressCheckResult = { ok: false, reason: 'not-found' };

/**
 * A check that answers the first `quick` checks at once and leaves the others under way until their abort, but for
 * one, which does not heed its abort and answers only when told (`answerLate`): its row is not written either.
 */
function stallingCheck(quick: number) {
  let started = 0;
  let late: ((result: AddressCheckResult) => void) | undefined;
  const check: CheckBookOptions['check'] = (_input, { signal }) => {
    started += 1;
    if (started <= quick) return Promise.resolve(notFound);
    return new Promise((resolve, reject) => {
      if (late === undefined) late = resolve;
      else signal.addEventListener('abort', () => reject(signal.reason as Error));
    });
  };
  return { check, started: () => started, answerLate: () => late?.(notFound) };
}

describe('checkBook: stopped and gone on with', () => {
  it('stops taking rows on abort, drops the checks under way, and leaves valid CSV that a second run completes', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(30));
    const output = `${dir}/out.csv`;
    const stop = new AbortController();
    const { check, started, answerLate } = stallingCheck(10);
    let progress = 0;
    const run = checkBook({
      input,
      output,
      concurrency: 4,
      signal: stop.signal,
      check: (input, options) => check(input, options),
      onProgress: (done) => {
        progress = done;
      },
    });
    await expect.poll(started).toBe(14); // 10 answered, 4 under way
    stop.abort();
    const first = await run;
    answerLate();
    expect(first).toMatchObject({ aborted: true, rows: 10, checked: 10, resumed: 0 });
    expect(progress).toBe(10);
    // No further row was taken after the abort.
    expect(started()).toBe(14);
    const partial = await readRows(output);
    expect(partial).toHaveLength(10);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await readRows(output)).toHaveLength(10); // The late answer wrote nothing.

    const { proxy } = proxyHarness({ signingKey: SIGNING_KEY, cache: true });
    const checked: number[] = [];
    const second = await checkBook({
      input,
      output,
      check: (address, options) => {
        checked.push(Number(address.houseNumber));
        return proxy.checkAddress(address, options);
      },
    });
    expect(second).toMatchObject({ aborted: false, rows: 30, resumed: 10, checked: 20, total: 30 });
    expect(checked).toHaveLength(20);
    const rows = await readRows(output);
    expect(rowNumbers(rows)).toEqual(oneTo(30));
    // Each row holds its own customer.
    expect(rows.every((r) => r['input.name'] === `customer ${r.row}`)).toBe(true);
    expect(rows.filter((r) => r.status === 'ok')).toHaveLength(20);
  });

  it('drops a last line cut off by a hard kill, also inside a quoted cell, and checks its row again', async () => {
    const dir = await bookFolder();
    const book = dutchBook(12);
    book[12] = ['a name\non two lines, "quoted"', 'NL', '2012ES', '30', ''];
    const input = await writeBook(dir, book);
    const output = `${dir}/out.csv`;
    const answer = (): Promise<AddressCheckResult> => Promise.resolve(notFound);
    await checkBook({ input, output, check: answer, concurrency: 1 });
    const whole = await readFile(output, 'utf8');
    expect(whole).toMatch(/\n12,not-found,,,,,,,,,,,,,,,[0-9a-f]{64},"a name\non two lines, ""quoted""",NL/u);

    for (const cutAt of [whole.lastIndexOf('two lines'), whole.length - 1, whole.lastIndexOf('\n12,') + 5]) {
      await writeFile(output, whole.slice(0, cutAt));
      const checked: string[] = [];
      const summary = await checkBook({
        input,
        output,
        concurrency: 1,
        check: (address) => {
          checked.push(String(address.postcode));
          return answer();
        },
      });
      expect(summary, `cut at ${cutAt}`).toMatchObject({ resumed: 11, checked: 1, rows: 12 });
      expect(rowNumbers(await readRows(output))).toEqual(oneTo(12));
      expect(await readFile(output, 'utf8')).toBe(whole);
    }
  });

  it('refuses an --out that is not an earlier output of this book, and leaves it byte for byte as it was', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(3));
    let calls = 0;
    const answer = (): Promise<AddressCheckResult> => {
      calls += 1;
      return Promise.resolve(notFound);
    };
    const header =
      'row,status,country,postcode,city,street,houseNumber,houseNumberAddition,number,addition,bis,box,deliveryTo,postNumber,token,candidates,proof,input.name,input.country,input.postcode,input.house number,input.addition';
    const others = [
      '"', // a quote left open
      '"Dear customer,\nyour order is on its way.\n',
      'row', // the start of this run's header
      'row,status,coun',
      `${header},input.more\n1,not-found,,,,,,,,,,,,,,,,a,NL,2012ES,30,,\n`, // another book's output
      header.replaceAll(',', ';') + '\n', // another dialect
      '\n\n',
      'id,email\n1,a@example.test\n',
      'id,na"me\n', // a quote inside a cell that is not quoted
    ];
    for (const [i, content] of others.entries()) {
      const other = `${dir}/other-${i}.csv`;
      await writeFile(other, content);
      const refused = await rejectionOf(checkBook({ input, output: other, check: answer }));
      expect(refused, JSON.stringify(content)).toMatchObject({ name: 'CheckBookError', kind: 'output' });
      expect(String(refused)).toContain('another --out');
      expect((await readFile(other)).equals(Buffer.from(content)), JSON.stringify(content)).toBe(true);
    }
    expect(calls).toBe(0);
    // Its own header, with or without the line break after it, is gone on with.
    for (const content of [`${header}\n`, header]) {
      const output = `${dir}/out-${content.length}.csv`;
      await writeFile(output, content);
      expect(await checkBook({ input, output, check: answer })).toMatchObject({ resumed: 0, checked: 3, rows: 3 });
      expect(rowNumbers(await readRows(output))).toEqual([1, 2, 3]);
    }
  });

  it('refuses an output whose quote left open runs on past what one record of it may hold, and leaves it as it was', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(3));
    const output = `${dir}/out.csv`;
    await checkBook({ input, output, check: () => Promise.resolve(notFound), concurrency: 1 });
    // No run cuts off a record of 5 MB: the quote is someone else's.
    const content = Buffer.concat([
      await readFile(output),
      Buffer.from(`4,not-found,"${'text\n'.repeat(1024 * 1024)}`),
    ]);
    await writeFile(output, content);
    const refused = await rejectionOf(checkBook({ input, output, check: () => Promise.resolve(notFound) }));
    expect(refused).toMatchObject({ name: 'CheckBookError', kind: 'output' });
    expect(String(refused)).toMatch(/Max Record Size.*another --out/u);
    expect((await readFile(output)).equals(content)).toBe(true);
  });

  it('goes on with the output of a book whose header holds carriage returns, instead of starting over', async () => {
    const dir = await bookFolder();
    const book = dutchBook(4).map((cells, i) => [...cells, i === 0 ? 'Street\r' : '', i === 0 ? 'a\rb' : `x\ry${i}`]);
    const input = await writeBook(dir, book);
    const output = `${dir}/out.csv`;
    let calls = 0;
    const answer = (): Promise<AddressCheckResult> => {
      calls += 1;
      return Promise.resolve(notFound);
    };
    await checkBook({ input, output, check: answer });
    expect(calls).toBe(4);
    const written = await readFile(output, 'utf8');

    const again = await checkBook({ input, output, check: answer });
    expect(calls, 'checks paid again').toBe(4);
    expect(again).toMatchObject({ resumed: 4, checked: 0, rows: 4 });
    expect(await readFile(output, 'utf8')).toBe(written);
    const rows = await readRows(output);
    expect(Object.keys(rows[0] ?? {}).slice(-2)).toEqual(['input.Street\r', 'input.a\rb']);
    expect(rows.map((row) => row['input.a\rb']).sort()).toEqual(['x\ry1', 'x\ry2', 'x\ry3', 'x\ry4']);
  });

  it('goes on with an output whose header and cells were escaped for another separator, instead of starting over', async () => {
    const dir = await bookFolder();
    const book = dutchBook(3).map((cells, i) => [...cells, i === 0 ? 'Bel ons,=10*10' : `x;-${i}`]);
    const input = await writeBook(dir, book, 'book.csv', { delimiter: ';' });
    const output = `${dir}/out.csv`;
    let calls = 0;
    const answer = (): Promise<AddressCheckResult> => {
      calls += 1;
      return Promise.resolve({ ok: false, reason: 'incomplete', candidates: ['36,=2*3', '36;+1'] });
    };
    await checkBook({ input, output, check: answer });
    const written = await readFile(output, 'utf8');
    expect(written).toContain(`;"input.Bel ons,'=10*10"\n`);
    expect(await checkBook({ input, output, check: answer })).toMatchObject({ resumed: 3, untrusted: 0, checked: 0 });
    expect(calls).toBe(3);
    expect(await readFile(output, 'utf8')).toBe(written);
  });

  it('does nothing on a book already checked, and a run stopped before it starts writes only the header', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, dutchBook(5));
    const output = `${dir}/out.csv`;
    let calls = 0;
    const answer = (): Promise<AddressCheckResult> => {
      calls += 1;
      return Promise.resolve(notFound);
    };
    const stopped = await checkBook({ input, output, check: answer, signal: AbortSignal.abort() });
    expect(stopped).toMatchObject({ aborted: true, rows: 0 });
    expect(await readRows(output)).toEqual([]);
    await checkBook({ input, output, check: answer });
    const size = (await stat(output)).size;
    expect(await checkBook({ input, output, check: answer })).toMatchObject({
      resumed: 5,
      checked: 0,
      rows: 5,
      reasons: { 'not-found': 5 },
    });
    expect(calls).toBe(5);
    expect((await stat(output)).size).toBe(size);
    await truncate(output, 0);
    expect(await checkBook({ input, output, check: answer })).toMatchObject({ resumed: 0, checked: 5 });
  });
});
