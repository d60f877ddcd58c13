import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { OrcaFirefox, Pause } from './orca-firefox.ts';

/**
 * What Orca said in one flow, step by step: each key pressed or character typed on a line of its own (`[Tab]`,
 * `"W"`), and under it, indented, each utterance Orca logged for it once its logs were quiet. Steps where Orca said
 * nothing stand alone.
 */
export class OrcaTranscript {
  private readonly lines: string[] = [];
  private readonly utterances: string[] = [];

  constructor(private readonly orca: OrcaFirefox) {}

  private record(step: string, heard: readonly string[]): readonly string[] {
    this.lines.push(step, ...heard.map((line) => `  ${line}`));
    this.utterances.push(...heard);
    return heard;
  }

  /** Presses `key` (an X key name) `times` times, each heard to its end. */
  async press(key: string, times = 1, options: Pause = {}): Promise<readonly string[]> {
    let heard: readonly string[] = [];
    for (let i = 0; i < times; i++) heard = this.record(`[${key}]`, await this.orca.press(key, options));
    return heard;
  }

  /** Types `text` a character at a time, each heard to its end (as a person typing slower than the lookups). */
  async type(text: string): Promise<void> {
    for (const character of text) this.record(JSON.stringify(character), await this.orca.type(character));
  }

  /**
   * Types `text` in one go (20 ms a key, faster than any lookup's pause, so one lookup answers) and then pauses
   * `pauseMs`: one step, heard to its end. The pause is for a field whose lookup waits longer than the 0.6 s of quiet
   * (the Dutch postcode lookup's 750 ms).
   */
  async typeAtOnce(text: string, pauseMs = 0): Promise<void> {
    const step =
      pauseMs > 0 ? `${JSON.stringify(text)}, then a pause of ${String(pauseMs / 1000)} s` : JSON.stringify(text);
    this.record(step, await this.orca.type(text, { pauseMs }));
  }

  /** Presses Down until Orca says an utterance that begins with `option` (at most `most` times). */
  async downTo(option: string, most = 15): Promise<void> {
    for (let i = 0; i < most; i++) {
      if ((await this.press('Down')).some((line) => line.startsWith(option))) return;
    }
    throw new Error(`Orca never said the option "${option}" after ${String(most)} presses of Down:\n${this.text}`);
  }

  /** Every utterance of the flow, one a line: for the key phrases. */
  get spoken(): string {
    return this.utterances.join('\n');
  }

  /** How many of the flow's utterances are exactly `utterance`: a message said once is said once. */
  countOf(utterance: string): number {
    return this.utterances.filter((line) => line === utterance).length;
  }

  /** The whole transcript, steps and utterances. */
  get text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

/** The snapshot's first line: the Orca it was heard with. */
const header = (version: string) =>
  `Orca ${version} with Firefox ESR: each key or typed character, then what Orca said for it`;

/**
 * Keeps the transcript as the reviewed snapshot `path` (absolute), the Orca version in its first line. A snapshot
 * heard with another Orca is not compared (its wording differs between versions): the test says so and passes, and
 * `vitest -u` writes the new version's transcript for review.
 */
export async function keepOrcaTranscript(transcript: OrcaTranscript, path: string, version: string): Promise<void> {
  const kept = await readFile(path, 'utf8').catch(() => undefined);
  const keptVersion = kept === undefined ? undefined : /^Orca (\S+)/u.exec(kept)?.[1];
  if (kept !== undefined && keptVersion !== version && expect.getState().snapshotState.snapshotUpdateState !== 'all') {
    console.warn(
      `${path}: heard with Orca ${keptVersion ?? '(no version)'}, this is Orca ${version}: the whole transcript is not compared (run with -u to keep this one); the key phrases still are`,
    );
    return;
  }
  await expect(`${header(version)}\n${transcript.text}`).toMatchFileSnapshot(path);
}
