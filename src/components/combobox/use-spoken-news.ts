import { useState } from 'react';

/** What the live region says: the words, and the key of the answer or choice that said them. */
interface Spoken {
  key: string;
  text: string;
}

const NOTHING: Spoken = { key: '', text: '' };

/** What a step's live region is said from, on each render. */
export interface NewsInput {
  /** The key of the settled answer, `''` while none is settled. */
  answerKey: string;
  /** What that answer says, `''` for nothing. */
  announcement: string;
  /** The key of the choice that holds, `''` while none does. */
  choiceKey: string;
  /**
   * What confirms that choice aloud (its status and postcode); `''` while the words are not ready yet, `null` when the
   * composition speaks for it (a fill's).
   */
  confirmation: string | null;
  /** The field is empty: there is no news. */
  emptied: boolean;
}

/**
 * What a step's live region says. A choice made here is confirmed once, with its status and postcode; a choice held
 * from the first render (a prefilled one) or made by a fill the composition speaks for is not. A settled answer is
 * spoken when its news differs from the last words spoken, else those words stay, unchanged (so a screen reader hears
 * nothing new: the same count while a number is typed on, key by key, is said once). The region is not emptied while
 * the next answer loads: an emptied region that is filled again with the same words is spoken again. After a choice,
 * or an emptied field, what comes next is news.
 */
export function useSpokenNews({ answerKey, announcement, choiceKey, confirmation, emptied }: NewsInput): Spoken {
  const [spoken, setSpoken] = useState<Spoken>(() => ({ key: choiceKey, text: '' }));
  const news = answerKey !== '' && announcement !== '' && answerKey !== spoken.key && announcement !== spoken.text;
  const next =
    choiceKey !== '' ? (choiceKey === spoken.key || confirmation === '' ? spoken : { key: choiceKey, text: confirmation ?? '' })
    : emptied ? NOTHING
    : news ? { key: answerKey, text: announcement }
    : spoken;
  if (next !== spoken) setSpoken(next);
  return next;
}
