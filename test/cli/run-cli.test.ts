import { readFile, symlink, writeFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../../src/cli/run-cli.ts';
import { verifyAddress } from '../../src/server/index.ts';
import { createReferenceAddressApi } from '../../src/testing/index.ts';
import { SIGNING_KEY } from '../support/signed-addresses.ts';
import { bookFolder, postedOf, readRows, writeBook } from './book-files.ts';

/** The command's io, with what it writes kept. */
function cliIo(env: Record<string, string> = {}, more: Partial<CliIo> = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { io: { env, stdout, stderr, ...more }, out: () => out, err: () => err };
}

const BOOK = [
  ['country', 'zip', 'address', 'nr'],
  ['NL', '2012ES', '', '30'],
  ['BE', '2610', 'Europalaan 36 bus 1', ''],
  ['BE', '2610', 'Europalaan 36', ''],
  ['NL', '2012ES', '', ''],
];

describe('react-address-entry check (in this process)', () => {
  it('checks a book against the reference API, tells the summary, and its tokens verify with the signing key of the environment', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const { io, out, err } = cliIo({ ADDRESS_SIGNING_KEY: SIGNING_KEY });
    expect(await runCli(['check', input, '--reference'], io)).toBe(0);
    expect(out()).toMatch(
      new RegExp(
        `^4 of 4 rows in ${dir}/book\\.checked\\.csv: 2 ok, 1 incomplete, 1 invalid-input; \\d+\\.\\d s\\.\\n$`,
        'u',
      ),
    );
    expect(err()).toBe(''); // No progress bar off a terminal, no note with a key of the environment.
    const ok = (await readRows(`${dir}/book.checked.csv`)).filter((r) => r.status === 'ok');
    expect(ok).toHaveLength(2);
    for (const row of ok)
      expect(await verifyAddress(postedOf(row), { signingKey: SIGNING_KEY })).toMatchObject({ ok: true });
  });

  it('goes on with an earlier output only where its tokens verify with the signing key, and tells the rows it did not trust', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const output = `${dir}/o.csv`;
    const args = ['check', input, '--reference', '--out', output];
    expect(await runCli(args, cliIo({ ADDRESS_SIGNING_KEY: SIGNING_KEY }).io)).toBe(0);
    // An ok row's street changed afterwards: its token is not for it any more.
    const written = await readFile(output, 'utf8');
    expect(written).toContain(',Julianastraat,');
    await writeFile(output, written.replace(',Julianastraat,', ',Kerkstraat,'));

    const again = cliIo({ ADDRESS_SIGNING_KEY: SIGNING_KEY });
    expect(await runCli(args, again.io)).toBe(0);
    expect(again.out()).toMatch(
      /^4 of 4 rows in .*o\.csv \(1 in this run, 3 before, 1 earlier row not trusted\): 2 ok, 1 incomplete, 1 invalid-input; /u,
    );
    expect(await readFile(output, 'utf8')).not.toContain('Kerkstraat');

    // Another signing key: no earlier token verifies with it, each ok row is checked again.
    const otherKey = 'another-signing-key-0123456789abcdefghij';
    const rekeyed = cliIo({ ADDRESS_SIGNING_KEY: otherKey });
    expect(await runCli(args, rekeyed.io)).toBe(0);
    expect(rekeyed.out()).toMatch(/ \(2 in this run, 2 before, 2 earlier rows not trusted\): 2 ok, /u);
    const rows = await readRows(output);
    expect(rows).toHaveLength(4);
    for (const row of rows.filter((r) => r.status === 'ok'))
      expect(await verifyAddress(postedOf(row), { signingKey: otherKey })).toMatchObject({ ok: true });
  });

  it('says that the tokens of a random signing key verify only with it', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const { io, err } = cliIo();
    expect(await runCli(['check', input, '--reference', '--out', `${dir}/o.csv`], io)).toBe(0);
    expect(err()).toContain(
      'ADDRESS_SIGNING_KEY is not set: the tokens are signed with a random key of this run, and verify only with that key',
    );
  });

  it('calls the service the environment names, with its credentials, through the proxy with its cache', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, [...BOOK, ['NL', '2012ES', '', '30']]);
    const api = createReferenceAddressApi({ credentials: { key: 'shop-key', secret: 'Sup3r-S3cret-Value' } });
    const urls: string[] = [];
    const fetch = (async (request: RequestInfo | URL, init?: RequestInit) => {
      const r = new Request(request, init);
      urls.push(r.url);
      const url = new URL(r.url);
      url.pathname = url.pathname.replace(/^\/base/u, '');
      return api.fetch(new Request(url, r));
    }) as typeof globalThis.fetch;
    const env = {
      ADDRESS_API_URL: 'https://service.test/base',
      ADDRESS_API_KEY: 'shop-key',
      ADDRESS_API_SECRET: 'Sup3r-S3cret-Value',
      ADDRESS_SIGNING_KEY: SIGNING_KEY,
    };
    const { io, out } = cliIo(env, { fetch });
    expect(await runCli(['check', input, '--concurrency', '1'], io)).toBe(0);
    expect(out()).toContain('3 ok, 1 incomplete, 1 invalid-input');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('https://service.test/base/'))).toBe(true);
    // The second row of 2012ES 30 came from the cache: one lookup for the two.
    expect(urls.filter((url) => url.includes('2012ES'))).toHaveLength(1);
  });

  it('tells a missing setting, with exit status 2', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const { io, err } = cliIo({ ADDRESS_API_KEY: 'shop-key' });
    expect(await runCli(['check', input], io)).toBe(2);
    expect(err()).toContain('Set ADDRESS_API_SECRET, ADDRESS_SIGNING_KEY in the environment');
    const short = cliIo({
      ADDRESS_API_KEY: 'shop-key',
      ADDRESS_API_SECRET: 'Sup3r-S3cret-Value',
      ADDRESS_SIGNING_KEY: 'short',
    });
    expect(await runCli(['check', input], short.io)).toBe(2);
    expect(short.err()).toMatch(/^react-address-entry: Wrong setting: `signingKey`/u);
  });

  it('tells a user mistake in one line, never with a stack', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const cases: [string[], number, RegExp][] = [
      [['check', `${dir}/missing.csv`, '--reference'], 1, /Cannot read .*missing\.csv: no such file\./u],
      [['check', input, '--reference', '--city', 'Stad'], 2, /The book has no column "Stad"/u],
      [['check', input, '--reference', '--concurrency', 'x'], 2, /--concurrency/u],
      [['check', input, '--reference', '--out', input], 1, /is the book itself/u],
      [
        ['check', input, '--reference', '--out', `${dir}/link.csv`],
        1,
        /link\.csv is a symbolic link: --out never follows one; give the path of a file\./u,
      ],
    ];
    await symlink(`${dir}/elsewhere.csv`, `${dir}/link.csv`);
    for (const [argv, status, message] of cases) {
      const { io, err, out } = cliIo();
      expect(await runCli(argv, io), argv.join(' ')).toBe(status);
      expect(err()).toMatch(message);
      expect(err()).not.toMatch(/\n\s+at /u);
      expect(out()).toBe('');
    }
  });

  it('prints the help on stdout', async () => {
    const { io, out } = cliIo();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(out()).toMatch(/^Usage: react-address-entry check <file.csv> \[options\]/u);
  });

  it('ends a run stopped by its signal with the summary and status 130', async () => {
    const dir = await bookFolder();
    const input = await writeBook(dir, BOOK);
    const { io, out, err } = cliIo({}, { signal: AbortSignal.abort() });
    expect(await runCli(['check', input, '--reference'], io)).toBe(130);
    expect(out()).toMatch(
      /^Stopped: 0 (of \d+ )?rows in .*: 0 ok; .* Run the same command again to check the rest\.\n$/u,
    );
    expect(err()).toBe('');
    expect(await readFile(`${dir}/book.checked.csv`, 'utf8')).toMatch(/^row,status,/u);
  });
});
