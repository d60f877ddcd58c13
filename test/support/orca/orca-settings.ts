import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the tests change of Orca's defaults (Orca 43's names, from `orca/settings.py`): nothing read aloud on its own
 * when a page loads (no say-all, no page summary), no echo of the keys pressed or the characters typed (a transcript
 * holds what the page says, not "left shift"), no tutorial hints, no sounds and no braille (no device here).
 */
const GENERAL = {
  sayAllOnLoad: false,
  pageSummaryOnLoad: false,
  enableKeyEcho: false,
  enableEchoByCharacter: false,
  enableEchoByWord: false,
  enableEchoBySentence: false,
  enableTutorialMessages: false,
  enableSound: false,
  enableBraille: false,
  enableSpeech: true,
  // The spoken verbosity (1, verbose) and the context of panels and forms, as a new Orca user has them.
  speechVerbosityLevel: 1,
};

/**
 * Writes Orca's settings into `dir`, as `user-settings.conf` (the JSON that Orca's preferences dialog saves: `general`,
 * `profiles`, `pronunciations`, `keybindings`). The changes stand in `general` and again in the starting profile,
 * which Orca lays over `general` when it loads.
 */
export async function writeOrcaSettings(dir: string): Promise<void> {
  const profile = ['Default', 'default'];
  const settings = {
    general: { ...GENERAL, profile, activeProfile: profile, startingProfile: profile },
    profiles: { default: { ...GENERAL, profile, pronunciations: {}, keybindings: {} } },
    pronunciations: {},
    keybindings: {},
  };
  await writeFile(join(dir, 'user-settings.conf'), `${JSON.stringify(settings, null, 1)}\n`);
}
