import { screen } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterEach, expect, vi } from 'vitest';
import type { AddressLocale } from '../../../src/locales.ts';
import { BASE_URL } from '../../support/msw.ts';
import { listen } from '../../support/screen-reader.ts';
import { expectNoEnglish } from './languages.ts';

/*
 * What the transcript tests share: each file's set-up, the service's answers held while the reader says a field, a
 * choice made by keys, and the transcript kept as a reviewed snapshot.
 */

export type Listening = Awaited<ReturnType<typeof listen>>;

/**
 * Holds every answer of the service asked from now on (ahead of the handlers a test added before) until the returned
 * release; then they go on. What the reader says of a field while its search runs is heard before the answer,
 * however slow the machine.
 */
function holdAnswers(server: SetupServer): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${BASE_URL}/*`, async () => {
      await released;
    }),
  );
  return release;
}

/** Does `action` with the service's answers held (`holdAnswers`) until it is done. */
async function withAnswersHeld(server: SetupServer, action: () => unknown): Promise<void> {
  const release = holdAnswers(server);
  try {
    await action();
  } finally {
    release();
  }
}

/** Renders, and starts the reader before the first answer comes in (the answers held until it listens). */
async function listenFromTheStart(server: SetupServer, render: () => unknown): Promise<Listening> {
  const release = holdAnswers(server);
  try {
    render();
    return await listen();
  } finally {
    release();
  }
}

/**
 * A holder set up once, behind the handlers a test adds later (a test's own outage answers at once): each call holds
 * the answers while `steps` run (keys typed, a field left, a choice made), so the reader says each field as it is
 * left before any answer comes, and the transcript is the same on every run.
 */
export function holdingAnswers(server: SetupServer): (steps: () => Promise<void>) => Promise<void> {
  let open = Promise.resolve();
  server.use(
    http.get(`${BASE_URL}/*`, async () => {
      await open;
    }),
  );
  return async (steps) => {
    let release = () => {};
    open = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await steps();
    } finally {
      release();
    }
  };
}

/**
 * Goes to the option named `name` in the open list, down from the top or up from the end (whichever is shorter), hears
 * it as the active option, and takes it with Enter.
 */
export async function chooseHeard(sr: Listening, name: string): Promise<void> {
  const option = await screen.findByRole('option', { name });
  const options = screen.getAllByRole('option');
  const down = options.indexOf(option) + 1;
  const up = options.length - down + 1;
  for (let i = 0; i < Math.min(down, up); i++) await sr.virtual.press(down <= up ? 'ArrowDown' : 'ArrowUp');
  await sr.hears(`active descendant ${name},`);
  await sr.virtual.press('Enter');
}

/** The transcript: no English in it (but in English), and kept as the reviewed snapshot `__transcripts__/<name>.<language>.txt`. */
async function keepTranscript(sr: Listening, locale: AddressLocale, name: string): Promise<void> {
  const transcript = await sr.transcript();
  expectNoEnglish(transcript, locale);
  await expect(transcript).toMatchFileSnapshot(`__transcripts__/${name}.${locale.code}.txt`);
}

/**
 * What each transcript test file sets up once: 20 s a test (a whole path by keys through the virtual screen reader
 * takes seconds, more on a loaded machine), the reader stopped after each test, and the transcripts kept in
 * `__transcripts__/<folder>/`.
 */
export function transcriptTests(server: SetupServer, folder: string) {
  vi.setConfig({ testTimeout: 20_000 });
  let stop = async () => {};
  afterEach(() => stop());
  /** The reader, stopped after the test. */
  const started = (sr: Listening): Listening => {
    stop = sr.stop;
    return sr;
  };
  return {
    /** Starts the reader on the page as it is. */
    listening: async (): Promise<Listening> => started(await listen()),
    /** Renders, and starts the reader before the first answer comes in. */
    listeningFromTheStart: async (render: () => unknown): Promise<Listening> =>
      started(await listenFromTheStart(server, render)),
    /** Does `action` with the service's answers held until it is done. */
    withAnswersHeld: (action: () => unknown): Promise<void> => withAnswersHeld(server, action),
    /** Checks the transcript for English and keeps it as the reviewed snapshot `<folder>/<name>`. */
    keep: (sr: Listening, locale: AddressLocale, name: string): Promise<void> =>
      keepTranscript(sr, locale, `${folder}/${name}`),
  };
}
