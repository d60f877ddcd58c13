import { useEffect, useRef } from 'react';
import { useLatest } from '../../hooks/use-latest.ts';
import { dutchStreetLine } from '../../resolve/street-line.ts';
import type { DutchLookupValues } from './dutch-lookup-form-props.ts';

/** A browser's fill of a Dutch lookup: once its task is over, splits a street line's number out and asks at once. */
export function useDutchFill<V extends DutchLookupValues>(values: V, filled: (texts: V) => void) {
  const latest = useLatest({ values, filled });
  const gathering = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (gathering.current !== null) clearTimeout(gathering.current);
    },
    [],
  );
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
