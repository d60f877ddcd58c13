import { useState } from 'react';

/** What the live region says: the words, and the key of the answer that said them. */
interface Spoken {
  key: string;
  text: string;
}

const NOTHING: Spoken = { key: '', text: '' };

/**
 * What a step's live region says: a settled answer's announcement when its news differs from the last one spoken,
 * else the last one, unchanged (so a screen reader hears nothing new: the same count while a number is typed on, key
 * by key, is said once). The region is not emptied while the next answer loads: an emptied region that is filled
 * again with the same words is spoken again. A choice, or an emptied field, ends the news: what comes next is new.
 */
export function useSpokenNews(answerKey: string, announcement: string, ended: boolean): Spoken {
  const [spoken, setSpoken] = useState<Spoken>(NOTHING);
  const news = answerKey !== '' && announcement !== '' && answerKey !== spoken.key && announcement !== spoken.text;
  const next = ended ? NOTHING : news ? { key: answerKey, text: announcement } : spoken;
  if (next !== spoken) setSpoken(next);
  return next;
}
