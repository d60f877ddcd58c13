import { useStartedState } from './use-started-state.ts';

/** What the live region says: the words, and the key of the answer or choice that said them. */
export interface Spoken {
  key: string;
  text: string;
}

const NOTHING: Spoken = { key: '', text: '' };

/**
 * What a step's live region says, on each render, from the settled `answer` (its key, `''` while none is settled, and
 * what it says, `''` for nothing), the `choice` that holds (its key, `''` while none does, and what confirms it aloud,
 * its status and postcode: `''` while the words are not ready yet, `null` when the composition speaks for it, a
 * fill's), and whether the field is `emptied` (there is no news).
 *
 * A choice made here is confirmed once, with its status and postcode; a choice held from the first render (a
 * prefilled one) or made by a fill the composition speaks for is not. A settled answer is spoken when its news differs
 * from the last words spoken, else those words stay, unchanged (so a screen reader hears nothing new: the same count
 * while a number is typed on, key by key, is said once). The region is not emptied while the next answer loads: an
 * emptied region that is filled again with the same words is spoken again. After a choice, or an emptied field, what
 * comes next is news. A new `start` (the composition starts the step afresh) begins again, as on the first render.
 */
export function useSpokenNews(answer: Spoken, choice: { key: string; text: string | null }, emptied: boolean, start: string): Spoken {
  const [spoken, setSpoken] = useStartedState<Spoken>(start, { key: choice.key, text: '' });
  const news = answer.key !== '' && answer.text !== '' && answer.key !== spoken.key && answer.text !== spoken.text;
  const next =
    choice.key !== '' ? (choice.key === spoken.key || choice.text === '' ? spoken : { key: choice.key, text: choice.text ?? '' })
    : emptied ? NOTHING
    : news ? answer
    : spoken;
  if (next !== spoken) setSpoken(next);
  return next;
}
