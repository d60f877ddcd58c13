import { foldName } from '../address/fold-name.ts';

/**
 * A text function worked out once per text: for the model's comparisons of the dataset's own names, which it makes
 * for every record on each request (folding them again each time was most of the time a lookup took). Only the
 * dataset's names go through one (a bounded set); what a request typed is folded as it comes.
 */
export function onceEach(compute: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let result = known.get(text);
    if (result === undefined) {
      result = compute(text);
      known.set(text, result);
    }
    return result;
  };
}

/** {@link foldName} of a name of the dataset, worked out once. */
export const foldedName = onceEach(foldName);
