import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startXvfb } from './display.ts';
import { writeFirefoxProfile } from './firefox-profile.ts';
import { focusFirefox, pressKey, typeText } from './keys.ts';
import { takeOrcaLock } from './lock.ts';
import { writeOrcaSettings } from './orca-settings.ts';
import { ProcessGroups } from './processes.ts';
import { startSessionBus } from './session-bus.ts';
import { SpeechLog, waitForQuiet } from './speech-log.ts';

const run = promisify(execFile);
const LAUNCHER = fileURLToPath(new URL('./orca-launcher.py', import.meta.url));

/** Orca's version as `orca --version` prints it (`43.1`): the transcripts' wording depends on it. */
export async function orcaVersion(): Promise<string> {
  const { stdout } = await run('orca', ['--version']);
  return stdout.trim().replace(/^orca\s+/iu, '');
}

/** A step's longest wait for Orca's logs to go quiet. */
const STEP_TIMEOUT_MS = 20_000;

export interface Pause {
  /** How long to wait after the key before the wait for quiet (default none). */
  pauseMs?: number;
}

/** Firefox and Orca on a display of their own: keys go in, what Orca said comes out, a step at a time. */
export interface OrcaFirefox {
  /** The X display Firefox is on (for a screenshot of a failing flow: `DISPLAY=… convert x:root shot.png`). */
  readonly display: string;
  /**
   * Presses one key (an X key name: `Tab`, `Down`, `Return`, `shift+Tab`) and returns what Orca said for it: all it
   * logged until its logs were quiet for 0.6 s, after `pauseMs` (a person's pause, longer than a timer of the page
   * that the quiet cannot see, such as the Dutch lookup's 750 ms).
   */
  press(key: string, options?: Pause): Promise<string[]>;
  /** Types `text` (20 ms between its keys) and returns what Orca said for it, as `press` does. */
  type(text: string, options?: Pause): Promise<string[]>;
  /** Opens `url` in the tab (from the address bar, as a person does) and returns once Orca has said it loaded. */
  open(url: string): Promise<void>;
  /** Stops Firefox, Orca, the bus and Xvfb, removes their folders and releases the lock. */
  close(): Promise<void>;
}

/**
 * Starts, in this order: Xvfb on a free display; a private session bus that starts only the accessibility bus; Orca
 * with its own settings (test/support/orca/orca-settings.ts) and its speech logged; Firefox ESR with a fresh profile,
 * accessibility forced on, opening `url`. Resolves once Orca has said the page finished loading and gone quiet.
 * Everything it started is stopped if any of it fails to start. One at a time on the machine (a lock file).
 */
export async function startOrcaFirefox(url: string): Promise<OrcaFirefox> {
  const release = await takeOrcaLock();
  const processes = new ProcessGroups();
  const dir = await mkdtemp(join(tmpdir(), 'rae-orca-'));
  const close = async () => {
    await processes.stopAll();
    // RAE_ORCA_DEBUG_LOG=<file> keeps Orca's debug log (which handler said what), for a fix to be traced.
    const keepDebug = process.env.RAE_ORCA_DEBUG_LOG;
    if (keepDebug !== undefined && keepDebug !== '')
      await copyFile(join(dir, 'orca-debug.log'), keepDebug).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    await release();
  };
  try {
    return await start(url, dir, processes, close);
  } catch (error) {
    await close();
    throw error;
  }
}

async function start(
  url: string,
  dir: string,
  processes: ProcessGroups,
  close: () => Promise<void>,
): Promise<OrcaFirefox> {
  // A private home: nothing of the machine's user (~/.config, ~/.cache, dconf) is read or written.
  const home = join(dir, 'home');
  const runtime = join(dir, 'run');
  await mkdir(home, { recursive: true });
  await mkdir(runtime, { recursive: true, mode: 0o700 });
  const display = await startXvfb(processes);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    HOME: home,
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_CACHE_HOME: join(home, '.cache'),
    XDG_DATA_HOME: join(home, '.local', 'share'),
    DISPLAY: display,
    GSETTINGS_BACKEND: 'memory',
    GTK_USE_PORTAL: '0',
    GNOME_ACCESSIBILITY: '1',
  };
  env.DBUS_SESSION_BUS_ADDRESS = await startSessionBus(processes, join(dir, 'bus'), env);

  // The accessibility bus, started by the session bus on this first call (it starts the at-spi registry).
  const a11y = ['call', '--session', '-d', 'org.a11y.Bus', '-o', '/org/a11y/bus', '-m', 'org.a11y.Bus.GetAddress'];
  let a11yUp = false;
  for (let i = 0; i < 100 && !a11yUp; i++) {
    a11yUp = await run('gdbus', a11y, { env, timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (!a11yUp) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!a11yUp) throw new Error('The accessibility bus did not start');

  const prefs = join(dir, 'orca');
  await mkdir(prefs);
  await writeOrcaSettings(prefs);
  const speechPath = join(dir, 'speech.log');
  const debugPath = join(dir, 'orca-debug.log');
  const speech = new SpeechLog(speechPath);
  processes.start('orca', 'python3', [LAUNCHER, speechPath, debugPath, prefs], { env });
  if (!(await speech.waitFor('Screen reader on', 30_000)))
    throw new Error(`Orca did not start${describe(processes, 'orca')}`);
  await speech.next();

  const profile = join(dir, 'firefox');
  await mkdir(profile);
  await writeFirefoxProfile(profile);
  processes.start(
    'firefox',
    process.env.FIREFOX_PATH ?? 'firefox-esr',
    ['--no-remote', '--new-instance', '--profile', profile, '--width', '1280', '--height', '900', url],
    {
      env: { ...env, MOZ_DISABLE_AUTO_SAFE_MODE: '1', MOZ_CRASHREPORTER_DISABLE: '1' },
    },
  );
  if (!(await speech.waitFor('Finished loading', 90_000)))
    throw new Error(`Orca never said Firefox's page loaded${describe(processes, 'firefox')}`);
  await focusFirefox(display);
  const logs = [speechPath, debugPath];
  const heard = async ({ pauseMs = 0 }: Pause = {}): Promise<string[]> => {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const quiet = await waitForQuiet(logs, { timeoutMs: STEP_TIMEOUT_MS });
    if (!quiet)
      throw new Error(
        `Orca's logs did not go quiet within ${String(STEP_TIMEOUT_MS / 1000)} s${describe(processes, 'orca')}`,
      );
    return speech.next();
  };
  await heard();

  return {
    display,
    async press(key, options) {
      await pressKey(display, key);
      return heard(options);
    },
    async type(text, options) {
      await typeText(display, text);
      return heard(options);
    },
    async open(next) {
      await heard();
      await pressKey(display, 'ctrl+l');
      await heard();
      await typeText(display, next);
      await pressKey(display, 'Return');
      if (!(await speech.waitFor('Finished loading', 60_000))) throw new Error(`Orca never said ${next} loaded`);
      await heard();
    },
    close,
  };
}

function describe(processes: ProcessGroups, name: string): string {
  const ended = processes.ended(name);
  return ended === undefined ? '' : ` (${ended})`;
}
