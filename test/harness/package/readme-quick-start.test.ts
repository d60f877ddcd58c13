import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { describe, expect, inject, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

/** The server block of the README's quick start: its ```ts block that creates the proxy. */
async function quickStartServer(): Promise<string> {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Quick start\n');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const block = [...section.matchAll(/^```ts\n([\s\S]*?)^```$/gmu)]
    .map((match) => match[1] ?? '')
    .find((code) => code.includes('createAddressProxy('));
  if (start === -1 || block === undefined)
    throw new Error('The README has no quick start with a ```ts block that calls createAddressProxy');
  return block;
}

/**
 * What a shop does with the quick start's server: a lookup as the page sends it, and an order posted with the fields
 * a form posts for a checked address (`checkAddress` gives them, signed), and one posted without a token.
 */
const SHOP = `
import { houseNumberPartsText } from 'react-address-entry/address';
import { placeOrder, proxy } from './server.mjs';

const lookup = await proxy(new Request('http://shop.test/api/address/nl/v1/addresses/exact/Haarlem/Julianastraat/30'));
const checked = await proxy.checkAddress({ country: 'BE', postcode: '2610', city: 'Antwerpen', street: 'Europalaan 36 bus 1' });
if (!checked.ok) throw new Error('not checked: ' + checked.reason);
const { address, token } = checked;
const posted = {
  country: address.country, postcode: address.postcode, city: address.city, street: address.street, houseNumber: address.houseNumber,
  houseNumberParts: houseNumberPartsText(address.houseNumberParts), addressStatus: address.status, addressToken: token,
};
const form = (fields) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
console.log(JSON.stringify({
  status: lookup.status,
  answer: await lookup.json(),
  order: await placeOrder(form(posted)),
  unsigned: await placeOrder(form({ ...posted, addressToken: '' })),
}));
`;

describe('the README’s quick start', () => {
  it('runs as written on a fresh machine: the proxy in front of the reference API, no account, no setting', async () => {
    const dir = join(inject('consumerWithoutMsw'), 'readme-quick-start');
    await mkdir(dir, { recursive: true });
    const { outputText } = ts.transpileModule(await quickStartServer(), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(join(dir, 'server.mjs'), outputText);
    await writeFile(join(dir, 'shop.mjs'), SHOP);
    // A fresh machine: none of the service's or the signing key's settings.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ADDRESS_')));
    const { stdout } = await run(process.execPath, ['shop.mjs'], { cwd: dir, env });
    const outcome = JSON.parse(stdout) as {
      status: number;
      answer: Record<string, unknown>;
      order: string;
      unsigned: string;
    };
    expect(outcome.status).toBe(200);
    expect(outcome.answer).toMatchObject({
      postcode: '2012ES',
      city: 'Haarlem',
      street: 'Julianastraat',
      addressToken: expect.any(String) as unknown,
    });
    expect(outcome.order).toBe('Ships to:\nEuropalaan 36 bus 1\n2610 Antwerpen\nBELGIUM');
    expect(outcome.unsigned).toBe('Held: no-token');
  }, 60_000);

  it('says how to switch to the real service: its URL, with the key and secret from the environment', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const start = readme.indexOf('\n## Quick start\n');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    expect(section).toMatch(
      /For the real service, give `upstream` its URL with the account's key and secret, read from the server's environment/u,
    );
    expect(await quickStartServer()).toContain('upstream: createReferenceAddressApi()');
  });
});
