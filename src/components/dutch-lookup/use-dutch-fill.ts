import { useEffect, useRef } from 'react';
import { useLatest } from '../../hooks/use-latest.ts';
import { dutchStreetLine } from '../../resolve/street-line.ts';
import type { DutchLookupValues } from './dutch-lookup-form-props.ts';

/**
 * A browser's fill of a Dutch lookup (several fields at once, without keys): once the task that filled them is over,
 * a street line with the number in it goes into the number and addition fields when they are empty, and `filled`
 * gets the texts, so the lookup asks at once instead of after the typing pause.
 */
export function useDutchFill<V extends DutchLookupValues>(values: V, filled: (texts: V) => void) {
  const latest = useLatest({ values, filled });
  const gathering = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (gathering.current !== null) clearTimeout(gathering.current);
  }, []);
  /** A field changed without keys: read the whole fill once its task is over. */
  return () => {
    if (gathering.current !== null) return;
    gathering.current = setTimeout(() => {
      gathering.current = null;
      const texts = latest.current.values;
      const split = texts.houseNumber.trim() === '' ? dutchStreetLine(texts.street) : null;
      latest.current.filled(split === null ? texts : { ...texts, ...split });
    }, 0);
  };
}
