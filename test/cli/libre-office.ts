import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** How LibreOffice Calc opens a CSV file: the separator it splits lines at, and whether it runs the formulas it finds. */
export interface CalcImport {
  separator: ',' | ';' | '\t';
  /** Calc's "Evaluate formulas" (on in its import dialog since 7.3). @default true */
  evaluate?: boolean;
}

/**
 * The file at `path` opened in LibreOffice Calc (headless) as `how` says, from line 1 as UTF-8 with `"` quotes and no
 * quoted cell taken as text, then saved as CSV (comma, every text cell quoted): the values of the cells as Calc holds
 * them, so a formula that ran shows its result or its error, not its text.
 */
export async function openedInCalc(path: string, how: CalcImport): Promise<string> {
  const dir = await mkdtemp(join(dirname(path), 'calc-'));
  const evaluate = how.evaluate ?? true;
  const importing = `${how.separator.charCodeAt(0)},34,76,1,,0,false,false,false,false,false,0,${evaluate}`;
  const saving = '44,34,76,1,,0,true,false,false,false,false';
  const args = [
    `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
    '--headless',
    '--norestore',
    `--infilter=CSV:${importing}`,
    '--convert-to',
    `csv:Text - txt - csv (StarCalc):${saving}`,
    '--outdir',
    dir,
    path,
  ];
  try {
    await run('soffice', args, { timeout: 50_000 });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT')
      throw new Error('soffice is not installed: this test needs LibreOffice Calc (Debian: libreoffice-calc-nogui).', {
        cause: error,
      });
    throw error;
  }
  return readFile(join(dir, basename(path)), 'utf8');
}
