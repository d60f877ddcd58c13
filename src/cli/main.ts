#!/usr/bin/env node
/**
 * The package's bin, `react-address-entry check <file.csv>` (see `--help`): checks an address book with the proxy's
 * `checkAddress`. Ctrl-C (SIGINT) or SIGTERM stops the run, which leaves valid CSV to go on from, and exits with 130
 * (143 for SIGTERM) after the summary; a second Ctrl-C quits at once.
 */
import { runCli } from './run-cli.ts';

/** How long the process may take to end once the run is over (a socket, a timer left): then it is ended. */
const EXIT_WITHIN_MS = 2000;

const stop = new AbortController();
let stopStatus: number | undefined;
for (const [signal, status] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    stopStatus ??= status;
    stop.abort(new Error(`stopped by ${signal}`));
  });
}

const status = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: stop.signal,
});
process.exitCode = stopStatus !== undefined && status === 130 ? stopStatus : status;
setTimeout(() => process.exit(), EXIT_WITHIN_MS).unref();
