import { foldName } from '../address/fold-name.ts';

const folded = new Map<string, string>();

/**
 * {@link foldName} of a name of the dataset, worked out once: the model compares every record's names on each
 * request, and folding them again each time (Unicode normalization and four replacements a name) was most of the
 * time a lookup took. Only the dataset's own names come here (a bounded set); what a request typed is folded as it
 * comes.
 */
export function foldedName(name: string): string {
  let form = folded.get(name);
  if (form === undefined) {
    form = foldName(name);
    folded.set(name, form);
  }
  return form;
}
