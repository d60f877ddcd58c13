import cliProgress from 'cli-progress';
import type { AddressCheckFailureReason } from '../resolve/address-check.ts';
import { verifyAddress } from '../server/verify-address.ts';
import { CheckBookError } from './check-book-error.ts';
import { checkBook, type CheckBookOptions, type CheckBookSummary } from './check-book.ts';
import { FAILURE_REASONS } from './checked-output.ts';
import { readCommandLine, UsageError, USAGE } from './cli-args.ts';
import { checkProxy, type Environment } from './service-proxy.ts';

/** Where the command reads its settings and writes what it tells: the process's own, or a test's. */
export interface CliIo {
  env: Environment;
  stdout: NodeJS.WritableStream;
  /** Its progress bar shows when it is a terminal (`isTTY`). */
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** Ctrl-C: stops the run, which ends its file as valid CSV and exits with 130. */
  signal?: AbortSignal;
  /** The transport to the service (the proxy's `fetch`), for tests. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** The exit statuses: as shells and `sysexits` have them. */
const EXIT = { ok: 0, failed: 1, usage: 2, stopped: 130 } as const;

/** The one line that ends a run: rows, ok, each reason's count, seconds; and the earlier rows gone on with or not trusted. */
function summaryLine(summary: CheckBookSummary): string {
  const { rows, total, resumed, untrusted, checked, ok, reasons, seconds, output, aborted } = summary;
  const counts = [`${ok} ok`];
  const named = [
    ...FAILURE_REASONS,
    ...Object.keys(reasons).filter((reason) => !FAILURE_REASONS.includes(reason as AddressCheckFailureReason)),
  ];
  for (const reason of named) {
    const count = reasons[reason as AddressCheckFailureReason];
    if (count !== undefined && count > 0) counts.push(`${count} ${reason}`);
  }
  const of = total === undefined ? '' : ` of ${total}`;
  const runs = [`${checked} in this run`];
  if (resumed > 0) runs.push(`${resumed} before`);
  if (untrusted > 0) runs.push(`${untrusted} earlier ${untrusted === 1 ? 'row' : 'rows'} not trusted`);
  const earlier = runs.length > 1 ? ` (${runs.join(', ')})` : '';
  const line = `${rows}${of} rows in ${output}${earlier}: ${counts.join(', ')}; ${seconds.toFixed(1)} s`;
  return aborted ? `Stopped: ${line}. Run the same command again to check the rest.\n` : `${line}.\n`;
}

/** A progress bar on a terminal, from the first count of the book's rows on. */
function progressBar(stderr: CliIo['stderr']) {
  if (stderr.isTTY !== true) return { update: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    {
      stream: stderr,
      format: '{bar} {percentage}% | {value}/{total} rows | {eta_formatted} left',
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 200,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (done: number, total: number | undefined): void => {
      if (total === undefined) return;
      if (!started) {
        bar.start(total, done);
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(done);
      }
    },
    stop: (): void => {
      if (started) bar.stop();
      started = false;
    },
  };
}

/**
 * The address of an `ok` row of an earlier output if its token still verifies with the proxy's signing key (as a
 * shop's server would verify it now: signed by this key, for exactly these fields, not older than an hour).
 */
const verifiedWith =
  (signingKey: string, germanPickup: boolean): NonNullable<CheckBookOptions['verifyDone']> =>
  async (posted) => {
    const verified = await verifyAddress(posted, { signingKey, germanPickup });
    return verified.ok ? verified.address : undefined;
  };

/**
 * `react-address-entry check <file.csv>`: reads the command line (without `node` and the script) and runs it,
 * telling on `io`. Resolves to the exit status: 0 done, 1 failed, 2 wrong usage or settings, 130 stopped.
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const { stdout, stderr } = io;
  try {
    const command = readCommandLine(argv);
    if (command.command === 'help') {
      stdout.write(USAGE);
      return EXIT.ok;
    }
    const { proxy, signingKey, note } = checkProxy(io.env, command.reference, io.fetch);
    const bar = progressBar(stderr);
    const tellStop = (): void => {
      bar.stop();
      stderr.write('Stopping: the checks under way are dropped and the file is ended (Ctrl-C again quits at once).\n');
    };
    io.signal?.addEventListener('abort', tellStop, { once: true });
    let summary: CheckBookSummary;
    try {
      summary = await checkBook({
        input: command.input,
        output: command.output,
        columns: command.columns,
        defaultCountry: command.defaultCountry,
        concurrency: command.concurrency,
        check: (input, options) => proxy.checkAddress(input, { ...options, germanPickup: command.germanPickup }),
        verifyDone: verifiedWith(signingKey, command.germanPickup),
        signal: io.signal,
        onProgress: bar.update,
      });
    } finally {
      bar.stop();
      io.signal?.removeEventListener('abort', tellStop);
    }
    if (note !== undefined && summary.checked > 0) stderr.write(note);
    stdout.write(summaryLine(summary));
    return summary.aborted ? EXIT.stopped : EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      stderr.write(`react-address-entry: ${error.message}\nSee react-address-entry --help.\n`);
      return EXIT.usage;
    }
    if (error instanceof CheckBookError) {
      stderr.write(`react-address-entry: ${error.message}\n`);
      return error.kind === 'columns' ? EXIT.usage : EXIT.failed;
    }
    // Not the user's mistake: the whole story, for a report.
    stderr.write(
      `react-address-entry: the check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return EXIT.failed;
  }
}
