import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Keys as a person presses them, through the X server (xdotool's XTEST): they reach the focused window, Firefox's,
 * and Orca sees them as it does a keyboard's. `key` takes X key names (`Tab`, `Down`, `Return`, `ctrl+l`).
 */
export async function pressKey(display: string, key: string): Promise<void> {
  await run('xdotool', ['key', '--clearmodifiers', key], { env: { ...process.env, DISPLAY: display } });
}

/** Types `text` as it is (a character at a time with xdotool's own pacing). */
export async function typeText(display: string, text: string): Promise<void> {
  await run('xdotool', ['type', '--delay', '20', '--', text], { env: { ...process.env, DISPLAY: display } });
}

/** Gives the input focus to the first visible window of Firefox (no window manager runs to give it). */
export async function focusFirefox(display: string): Promise<void> {
  const env = { ...process.env, DISPLAY: display };
  const { stdout } = await run('xdotool', ['search', '--sync', '--onlyvisible', '--class', 'firefox'], {
    env,
    timeout: 30_000,
  });
  const [window] = stdout.split('\n').filter((line) => line !== '');
  if (window === undefined) throw new Error('xdotool: no Firefox window');
  await run('xdotool', ['windowfocus', '--sync', window], { env, timeout: 10_000 });
}
