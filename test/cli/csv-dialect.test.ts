import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CheckBookError } from '../../src/cli/check-book-error.ts';
import { describeFileError, headerDelimiter, sniffDialect } from '../../src/cli/csv-dialect.ts';
import { bookFolder, rejectionOf } from './book-files.ts';

describe('headerDelimiter', () => {
  it('takes the delimiter found most often, and a comma when there is none', () => {
    expect(headerDelimiter('name;street;city')).toBe(';');
    expect(headerDelimiter('name\tstreet,number\tcity')).toBe('\t');
    expect(headerDelimiter('postcode')).toBe(',');
    expect(headerDelimiter('')).toBe(',');
  });

  it('counts no delimiter inside quotes', () => {
    expect(headerDelimiter('"a;b;c;d",street,city')).toBe(',');
    expect(headerDelimiter('"a,b,c,d";street;city')).toBe(';');
  });

  it('prefers a comma, then a semicolon, on a tie', () => {
    expect(headerDelimiter('a,b;c')).toBe(',');
    expect(headerDelimiter('a;b\tc')).toBe(';');
  });

  it('finds the delimiter a header of plain names was joined with (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z ]{1,8}$/u);
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 2, maxLength: 8 }),
        fc.constantFrom(',' as const, ';' as const, '\t' as const),
        (names, delimiter) => {
          expect(headerDelimiter(names.join(delimiter))).toBe(delimiter);
        },
      ),
    );
  });
});

describe('describeFileError', () => {
  it('says the usual file system errors in words, and any other by its message', () => {
    const coded = (code: string) => Object.assign(new Error(`${code}: raw`), { code });
    expect(describeFileError(coded('ENOENT'))).toBe('no such file');
    expect(describeFileError(coded('EACCES'))).toBe('permission denied');
    expect(describeFileError(coded('EPERM'))).toBe('permission denied');
    expect(describeFileError(coded('EISDIR'))).toBe('it is a directory');
    expect(describeFileError(coded('EIO'))).toBe('EIO: raw');
    expect(describeFileError('odd')).toBe('odd');
    expect(describeFileError(null)).toBe('null');
  });
});

describe('sniffDialect', () => {
  it('reads an Excel book: semicolons after a byte order mark', async () => {
    const path = join(await bookFolder(), 'book.csv');
    await writeFile(path, '\uFEFFname;street;city\r\nA;B;C\r\n');
    expect(await sniffDialect(path, 'input')).toEqual({ delimiter: ';', bom: true });
  });

  it('reads the first line only, a line break inside quotes included in it', async () => {
    const path = join(await bookFolder(), 'book.csv');
    await writeFile(path, '"a\nb";street;city\n1,2,3,4,5,6\n');
    expect(await sniffDialect(path, 'input')).toEqual({ delimiter: ';', bom: false });
  });

  it('gives nothing for an empty or blank file', async () => {
    const dir = await bookFolder();
    await writeFile(join(dir, 'empty.csv'), '');
    await writeFile(join(dir, 'blank.csv'), '\uFEFF \n\n');
    expect(await sniffDialect(join(dir, 'empty.csv'), 'input')).toBeUndefined();
    expect(await sniffDialect(join(dir, 'blank.csv'), 'output')).toBeUndefined();
  });

  it('fails with the kind given, saying why the file cannot be read', async () => {
    const dir = await bookFolder();
    const missing = join(dir, 'missing.csv');
    const error = await rejectionOf(sniffDialect(missing, 'output'));
    expect(error).toBeInstanceOf(CheckBookError);
    expect(error).toMatchObject({ kind: 'output', message: `Cannot read ${missing}: no such file.` });
    expect(await rejectionOf(sniffDialect(dir, 'input'))).toMatchObject({
      kind: 'input',
      message: `Cannot read ${dir}: it is a directory.`,
    });
  });
});
