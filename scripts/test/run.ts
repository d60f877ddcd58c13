/**
 * `npm test`: every check, with what can share the machine's cores run side by side, and what each part took.
 *
 * 1. The typecheck, ESLint with knip, and the static Storybook build run at once: each keeps mostly one core busy,
 *    and none needs another's output. Each one's output is printed whole when it ends, not interleaved. Beside them,
 *    the second it takes to check that a change of the API reports carries a changeset (`changeset:check`; the
 *    reports themselves are checked against the build by the `package` tests).
 * 2. Vitest runs every project in one process, with a worker per core (`vitest.config.ts`). Two Vitest processes
 *    side by side (the `package` and `next-shop` setups beside the rest) were tried: 646 s instead of about 700, but
 *    at a load of 9 on two cores the screen-reader transcripts and the keyboard flows timed out.
 *    Beside it, the stories' screenshots from the static Storybook of step 1 (half a minute, mostly Chromium waiting
 *    for the stories' play functions).
 * 3. The package as published, from the library build that step 2's `package` project made (`npm run check:package`):
 *    "are the types wrong" (`attw --pack`, its default profile: every entry's types and files resolve for `require`
 *    and `import` under node10, node16 and bundlers; the stylesheet has no types to resolve) and `publint --strict`.
 *    Beside it, what a real screen reader says (`npm run test:orca`: Orca and Firefox ESR under Xvfb, about two and a
 *    half minutes): after step 2, not in its workers, because each of its keys waits until Orca has been quiet for
 *    0.6 s, and a machine loaded by Vitest's workers would stretch every wait and make the transcripts flaky.
 *
 * The first failure ends the run (the other parts of its step are stopped), with the failing part's output. At the
 * end, a table of the wall-clock seconds of each part: docs/development.mdx keeps the figures.
 */
import { spawn } from 'node:child_process';

interface Part {
  name: string;
  command: string;
  args: string[];
  /** Its output straight through as it comes; otherwise kept and printed whole when it ends. */
  live?: boolean;
}

interface Ended {
  name: string;
  seconds: number;
  code: number;
}

const npm = (script: string): Part => ({ name: script, command: 'npm', args: ['run', '--silent', script] });
const STEPS: Part[][] = [
  [npm('typecheck'), npm('lint'), npm('build-storybook'), npm('changeset:check')],
  [{ ...npm('test:unit'), live: true }, npm('screenshots')],
  [npm('check:package'), npm('test:orca')],
];

const running = new Set<ReturnType<typeof spawn>>();
const timings: Ended[] = [];

/** Runs one part, its output live or kept until it ends. */
function run(part: Part): Promise<Ended> {
  const live = part.live === true;
  const started = performance.now();
  // Its own process group, so a failure elsewhere stops its children too.
  const child = spawn(part.command, part.args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      const ended = {
        name: part.name,
        seconds: (performance.now() - started) / 1000,
        code: code ?? (signal === null ? 1 : 128),
      };
      if (!live)
        process.stdout.write(
          `\n> ${part.name} (${ended.seconds.toFixed(0)} s${ended.code === 0 ? '' : `, exit ${String(ended.code)}`})\n${Buffer.concat(output).toString()}`,
        );
      resolve(ended);
    });
  });
}

function stopAll(): void {
  for (const child of running) if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const total = performance.now();
let failed: Ended | undefined;
for (const step of STEPS) {
  const ended = await Promise.all(
    step.map(async (part) => {
      const result = await run(part);
      if (result.code !== 0 && failed === undefined) {
        failed = result;
        stopAll();
      }
      return result;
    }),
  );
  timings.push(...ended);
  if (failed !== undefined) break;
}

const rows = timings.map(
  ({ name, seconds, code }) =>
    `  ${name.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : `  (exit ${String(code)})`}`,
);
process.stdout.write(
  `\nnpm test: where the time went (wall clock)\n${rows.join('\n')}\n  ${'all'.padEnd(16)} ${((performance.now() - total) / 1000).toFixed(0).padStart(5)} s\n`,
);
if (failed !== undefined) {
  process.stderr.write(`npm test: ${failed.name} failed (exit ${String(failed.code)})\n`);
  process.exit(failed.code);
}
