import { useStartedState } from './use-started-state.ts';

/** What the live region says: the words, and the key of the answer or choice that said them. */
export interface Spoken {
  key: string;
  text: string;
}

const NOTHING: Spoken = { key: '', text: '' };

/**
 * What a step's live region says on each render: a settled answer only when its news differs from the last words
 * spoken, a choice made here once with its status and postcode (rules: docs/accessibility.mdx).
 */
export function useSpokenNews(
  answer: Spoken,
  choice: { key: string; text: string | null },
  emptied: boolean,
  start: string,
): Spoken {
  const [spoken, setSpoken] = useStartedState<Spoken>(start, { key: choice.key, text: '' });
  const news = answer.key !== '' && answer.text !== '' && answer.key !== spoken.key && answer.text !== spoken.text;
  const next =
    choice.key !== ''
      ? choice.key === spoken.key || choice.text === ''
        ? spoken
        : { key: choice.key, text: choice.text ?? '' }
      : emptied
        ? NOTHING
        : news
          ? answer
          : spoken;
  if (next !== spoken) setSpoken(next);
  return next;
}
