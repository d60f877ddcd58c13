import { open } from 'node:fs/promises';
import { CheckBookError } from './check-book-error.ts';

/** How a CSV file is written: its field delimiter, and whether it starts with a UTF-8 byte order mark (Excel's). */
export interface CsvDialect {
  delimiter: ',' | ';' | '\t';
  bom: boolean;
}

/** How much of a file is read to tell its dialect: its header line is in it. */
const SNIFF_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t'] as const;
const BOM = [0xef, 0xbb, 0xbf];

/** The delimiter of a header line: the one of `,` `;` and tab found most often outside quotes (`,` when none is). */
export function headerDelimiter(line: string): CsvDialect['delimiter'] {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDialect['delimiter'] = ',';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** The first line of a text, up to a line break outside quotes. */
function firstLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return text.slice(0, i);
  }
  return text;
}

/** A file system error as a sentence: `no such file`, `permission denied`. */
export function describeFileError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The dialect of the CSV file at `path`, from its start, or `undefined` for an empty file. Throws a
 * {@link CheckBookError} of `kind` when it cannot be read.
 */
export async function sniffDialect(path: string, kind: 'input' | 'output'): Promise<CsvDialect | undefined> {
  let head: Buffer;
  try {
    const file = await open(path, 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new CheckBookError(kind, `Cannot read ${path}: ${describeFileError(error)}.`, { cause: error });
  }
  const bom = BOM.every((byte, i) => head[i] === byte);
  const text = head.subarray(bom ? BOM.length : 0).toString('utf8');
  if (text.trim() === '') return undefined;
  return { delimiter: headerDelimiter(firstLine(text)), bom };
}
