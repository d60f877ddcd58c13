import { useState } from 'react';

/**
 * A step's state that its composition starts afresh: `initial` again in the render where the token `start` changes
 * (an earlier step chosen, a fill, a reset), as a step remounted under a new key would have it, but in the same
 * `<input>`, so a browser's write that comes meanwhile lands in the page. A value set under an earlier start is
 * dropped, as an unmounted step's would be.
 */
export function useStartedState<S>(start: string, initial: S): readonly [S, (value: S) => void] {
  const [state, setState] = useState<readonly [string, S]>([start, initial]);
  let current = state;
  if (state[0] !== start) {
    current = [start, initial];
    setState(current);
  }
  return [current[1], (value: S) => setState([start, value])] as const;
}
