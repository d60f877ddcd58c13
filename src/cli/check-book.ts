import { once } from 'node:events';
import type { FileHandle } from 'node:fs/promises';
import { pipeline as pipelineDone } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { ServiceCountry } from '../address/confirmed-address.ts';
import type { AddressCheckFailureReason, AddressCheckInput, AddressCheckResult } from '../resolve/address-check.ts';
import { findColumns, type BookColumns, type ColumnIndexes } from './book-columns.ts';
import { bookError, bookRecords, checkInput, countRows, ownCells } from './book-rows.ts';
import { CheckBookError } from './check-book-error.ts';
import { checkedRecords, outputHeader, type WrittenAddress } from './checked-output.ts';
import { readCheckedSoFar, type CheckedSoFar, type DoneRecordChecks } from './checked-so-far.ts';
import { describeFileError, sniffDialect } from './csv-dialect.ts';
import { openOutput } from './output-file.ts';
import { RecordProof } from './record-proof.ts';
import { createRunKey, keyPathOf, readRunKey } from './run-key.ts';
import { spreadsheetSafe } from './spreadsheet-safe.ts';

/** Options of {@link checkBook}. */
export interface CheckBookOptions {
  /** The path of the address book: CSV with a header line (`,`, `;` or tab, told from the header; UTF-8). */
  input: string;
  /** Where the checked rows go; an earlier run's output of the same book is gone on with, another file refused. */
  output: string;
  /** The header name of each field's column; a field left out is found by its usual names. */
  columns?: BookColumns | undefined;
  /** The country of a row whose country cell is empty, or of every row of a book without a country column. */
  defaultCountry?: ServiceCountry | undefined;
  /** How many checks run at once. @default 8 */
  concurrency?: number | undefined;
  /** Checks one address: the proxy's `checkAddress`, or a stand-in. It must stop (reject) when `signal` aborts. */
  check: (input: AddressCheckInput, options: { signal: AbortSignal }) => Promise<AddressCheckResult>;
  /** The address an earlier `ok` row's token still verifies for (the CLI: `verifyAddress`); else rechecked. */
  verifyDone?: ((posted: Readonly<Record<string, string>>) => Promise<WrittenAddress | undefined>) | undefined;
  /** Stops the run (Ctrl-C): the checks under way are aborted and not written, the file is ended. */
  signal?: AbortSignal | undefined;
  /** Told after each row written (and once at the start): the rows in the output so far, and the book's rows once counted. */
  onProgress?: ((done: number, total: number | undefined) => void) | undefined;
}

/** What a run did. The counts are of the whole output: the rows an earlier run wrote and this run's. */
export interface CheckBookSummary {
  output: string;
  rows: number;
  /** Of them, the rows an earlier run had written and this run took as done (and went on after). */
  resumed: number;
  /** The earlier records not taken as done (unproven, changed, a token that no longer verifies): dropped, rechecked. */
  untrusted: number;
  checked: number;
  /** The book's data rows (the header not counted), or `undefined` when the run stopped before they were counted. */
  total: number | undefined;
  ok: number;
  reasons: Partial<Record<AddressCheckFailureReason, number>>;
  /** Whether `signal` stopped the run before the book's end. */
  aborted: boolean;
  seconds: number;
}

const DEFAULT_CONCURRENCY = 8;
/** How many rows are taken between two turns of the event loop. */
const YIELD_EVERY = 16;

/**
 * Checks every address of a CSV book and writes each row's result as it finishes, streamed, with at most
 * `concurrency` checks at once; a stopped run is gone on with. The output, its proof and its spreadsheet safety:
 * docs/server/checked-on-the-server.mdx. Rejects with a {@link CheckBookError} for a mistake in what it was given.
 * @example
 * ```ts
 * const proxy = createAddressProxy({ upstream, key, secret, signingKey, cache: true });
 * const summary = await checkBook({ input: 'book.csv', output: 'book.checked.csv', check: proxy.checkAddress });
 * ```
 */
export async function checkBook(options: CheckBookOptions): Promise<CheckBookSummary> {
  const { input, output, check, signal, onProgress } = options;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  if (!Number.isSafeInteger(concurrency) || concurrency < 1)
    throw new TypeError(`checkBook: \`concurrency\` must be a whole number of at least 1; got ${String(concurrency)}.`);
  const started = performance.now();
  const dialect = await sniffDialect(input, 'input');
  if (dialect === undefined)
    throw new CheckBookError('input', `${input} is empty: a book needs a header line and rows.`);

  // Everything this run stops on: the caller's signal, a failed check, a failed write.
  const stop = new AbortController();
  const stopRun = (): void => {
    stop.abort();
  };
  // Asked after each wait: a check, the book or the output may have stopped the run meanwhile.
  const stopped = (): boolean => stop.signal.aborted;
  if (signal?.aborted === true) stopRun();
  signal?.addEventListener('abort', stopRun, { once: true });

  const records = bookRecords(input, dialect);
  const rows = records[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  let header: string[];
  try {
    const first = await rows.next();
    if (first.done === true)
      throw new CheckBookError('input', `${input} is empty: a book needs a header line and rows.`);
    header = first.value;
  } catch (error) {
    records.destroy();
    signal?.removeEventListener('abort', stopRun);
    throw bookError(input, error);
  }

  let columns: ColumnIndexes;
  let so: CheckedSoFar;
  let proof: RecordProof;
  let opened: FileHandle | undefined;
  // Counted before the rows are taken only when an earlier output proves rows (they are matched against the book's).
  let counted: number | undefined;
  try {
    columns = findColumns(header, options.columns);
    if (columns.country === undefined && options.defaultCountry === undefined) {
      throw new CheckBookError(
        'columns',
        'The book has no country column: name it with --country, or give --default-country NL, BE or DE.',
      );
    }
    const bookRows: DoneRecordChecks['bookRows'] = async (visit) => {
      try {
        counted = await countRows(input, dialect, {
          visit: (row, cells) => visit(row, ownCells(cells, header.length)),
        });
        return counted;
      } catch (error) {
        throw bookError(input, error);
      }
    };
    opened = await openOutput(output, input);
    const keyPath = keyPathOf(output);
    const key = await readRunKey(keyPath);
    const earlier = key === undefined ? undefined : new RecordProof(key);
    so = await readCheckedSoFar({ path: output, handle: opened }, dialect, outputHeader(header), {
      proof: earlier,
      bookRows,
      verifyDone: options.verifyDone,
    });
    opened = so.file;
    proof = earlier ?? new RecordProof(await createRunKey(keyPath));
  } catch (error) {
    records.destroy();
    signal?.removeEventListener('abort', stopRun);
    await opened?.close().catch(() => undefined);
    throw error;
  }
  const resumed = so.rows.size;
  const statuses = so.statuses;
  let done = resumed;
  let total = counted;
  onProgress?.(done, total);
  const counting =
    total !== undefined
      ? Promise.resolve()
      : countRows(input, dialect, { signal: stop.signal }).then(
          (count) => {
            total = count;
            if (!stop.signal.aborted) onProgress?.(done, total);
          },
          () => undefined, // The read of the rows tells what is wrong with the file.
        );

  const checkedRecord = checkedRecords(proof, dialect.delimiter);
  const writer = stringify({ ...spreadsheetSafe(dialect.delimiter), bom: dialect.bom && !so.hasHeader });
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown): void => {
    failure ??= { error };
    stopRun();
  };
  const written = pipelineDone(writer, so.file.createWriteStream()).catch((error: unknown) => {
    fail(new CheckBookError('output', `Cannot write ${output}: ${describeFileError(error)}.`, { cause: error }));
  });
  if (!so.hasHeader) writer.write(outputHeader(header));

  // The checks under way, each with its own controller (one signal for all would gather a listener per request).
  const inFlight = new Set<AbortController>();
  const waiting: (() => void)[] = [];
  const wakeAll = (): void => {
    for (const wake of waiting.splice(0)) wake();
  };
  stop.signal.addEventListener('abort', () => {
    for (const controller of inFlight) controller.abort(stop.signal.reason);
    wakeAll();
  });
  let checked = 0;
  // One wait for the output to drain, shared by the checks that wrote meanwhile; it ends when the run stops.
  let draining: Promise<unknown> | undefined;
  const drained = (): Promise<unknown> =>
    (draining ??= once(writer, 'drain', { signal: stop.signal }).finally(() => {
      draining = undefined;
    }));

  async function checkRow(row: number, cells: readonly string[], controller: AbortController): Promise<void> {
    try {
      const result = await check(checkInput(cells, columns, options.defaultCountry ?? ''), {
        signal: controller.signal,
      });
      if (stop.signal.aborted) return; // Stopped: a row under way is not written, the next run checks it.
      const status = result.ok ? 'ok' : result.reason;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      checked += 1;
      done += 1;
      // Backpressure: the slot is kept until the output has taken the row.
      if (!writer.write(checkedRecord(row, result, cells))) await drained();
      onProgress?.(done, total);
    } catch (error) {
      if (!stop.signal.aborted) fail(error);
    } finally {
      inFlight.delete(controller);
      waiting.shift()?.();
    }
  }

  let row = 0;
  try {
    for (let next = await rows.next(); next.done !== true; next = await rows.next()) {
      if (stopped()) break;
      row += 1;
      if (so.rows.has(row)) continue;
      const cells = next.value;
      const own = ownCells(cells, header.length);
      if (own === undefined) {
        throw new CheckBookError(
          'input',
          `Row ${row} of ${input} has ${cells.length} cells, its header ${header.length}: nothing would keep the cells past the header.`,
        );
      }
      while (inFlight.size >= concurrency && !stopped()) await new Promise<void>((wake) => waiting.push(wake));
      if (stopped()) break;
      const controller = new AbortController();
      inFlight.add(controller);
      void checkRow(row, own, controller);
      // Cached checks are promises only: the event loop gets a turn for the count, the writes and a Ctrl-C.
      if (row % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    while (inFlight.size > 0 && !stopped()) await new Promise<void>((wake) => waiting.push(wake));
  } catch (error) {
    fail(bookError(input, error));
  } finally {
    await rows.return?.().catch(() => undefined);
    signal?.removeEventListener('abort', stopRun);
    writer.end();
    await written;
    // Read to its end, the book has as many rows as were read; the count, if it still runs, is not needed.
    const complete = !stop.signal.aborted;
    stopRun();
    await counting;
    if (complete) {
      total = row;
      onProgress?.(done, total);
    }
  }
  if (failure !== undefined) throw failure.error;

  const reasons: CheckBookSummary['reasons'] = {};
  for (const [status, count] of statuses) if (status !== 'ok') reasons[status as AddressCheckFailureReason] = count;
  return {
    output,
    rows: done,
    resumed,
    untrusted: so.untrusted,
    checked,
    total,
    ok: statuses.get('ok') ?? 0,
    reasons,
    aborted: signal?.aborted === true,
    seconds: (performance.now() - started) / 1000,
  };
}
